import type { Kysely } from 'kysely';
import type { PayConfig } from '../../config/load-config';
import type { DatabaseSchema } from '../../db/database-schema';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox/sandbox-payment-provider';
import { createWechatPaymentProvider } from './wechat/wechat-payment-provider';

/**
 * WeChat Pay JSAPI when PAY_PROVIDER is wechat, otherwise the local sandbox (absent config → sandbox, random
 * secret), which keeps its trades in `db`.
 */
export function createPaymentProvider(deps: { pay?: PayConfig; fetch: typeof fetch; clock: () => number; db: Kysely<DatabaseSchema> }): PaymentProvider {
  if (deps.pay?.provider === 'wechat') {
    const { provider: _provider, ...merchant } = deps.pay;
    return createWechatPaymentProvider({ merchant, fetch: deps.fetch, clock: deps.clock });
  }
  return createSandboxPaymentProvider({ secret: deps.pay?.sandboxSecret ?? undefined, clock: deps.clock, db: deps.db });
}

/** Whether `provider` is the sandbox (which has a payment sheet of its own, POST /api/sandbox/pay/). */
export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return provider.name === 'sandbox';
}

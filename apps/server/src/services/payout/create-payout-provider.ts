import type { PayConfig } from '../../config/load-config';
import type { PayoutProvider } from './payout-provider';
import { createSandboxPayoutProvider } from './sandbox-payout-provider';
import { createWechatPayoutProvider, type WechatTransferSettings } from './wechat/wechat-payout-provider';

/**
 * The payout settings (PAYOUT_PROVIDER, PAYOUT_SANDBOX_DELAY_MS, and for wechat WECHAT_TRANSFER_SCENE_ID and
 * WECHAT_TRANSFER_NOTIFY_URL; WeChat pays from the merchant of WECHAT_PAY_*, so it needs PAY_PROVIDER=wechat).
 */
export type PayoutConfig =
  | { provider: 'sandbox'; /** ms the sandbox takes to pay a transfer. */ sandboxDelayMs: number }
  | ({ provider: 'wechat'; sandboxDelayMs: number } & WechatTransferSettings);

/** The payout provider `config` chooses (WeChat's with the merchant of `deps.pay`); the sandbox when absent. */
export function createPayoutProvider(config: PayoutConfig | undefined, deps: { clock: () => number; fetch?: typeof fetch; pay?: PayConfig }): PayoutProvider {
  if (config?.provider === 'wechat') {
    if (deps.pay?.provider !== 'wechat') throw new Error('PAYOUT_PROVIDER wechat pays from the WeChat Pay merchant: PAY_PROVIDER must be wechat');
    const { provider: _provider, ...merchant } = deps.pay;
    return createWechatPayoutProvider({ merchant, transfer: { sceneId: config.sceneId, notifyUrl: config.notifyUrl }, fetch: deps.fetch ?? fetch, clock: deps.clock });
  }
  return createSandboxPayoutProvider({ clock: deps.clock, ...(config ? { delayMs: config.sandboxDelayMs } : {}) });
}

import { ApiFailure } from '../../errors/api-failure';
import type { PaymentDeps } from './payment-deps';

/**
 * The WeChat user a payment sheet is opened for: with the WeChat provider, the one bound to the caller
 * (`boundOpenid` looks it up; none → 'openidRequired'), which an `openid` the client sends must be
 * ('openidMismatch'; the client's is never used itself); null with any other provider.
 */
export async function payerOpenid(deps: Pick<PaymentDeps, 'payments'>, clientOpenid: string | undefined, boundOpenid: () => Promise<string | null>): Promise<string | null> {
  if (deps.payments.name !== 'wechat') return null;
  const payer = await boundOpenid();
  if (!payer) throw new ApiFailure('openidRequired');
  if (clientOpenid !== undefined && clientOpenid !== payer) throw new ApiFailure('openidMismatch');
  return payer;
}

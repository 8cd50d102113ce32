import { applyPaymentEvent, PaymentEventRefused } from './apply-payment-event';
import type { PaymentDeps } from './payment-deps';
import { paymentOwnerColumn, type PaymentOwner } from './payment-owner';

/**
 * Asks the provider about each pending or failed payment of `owner` with the configured provider (a
 * failure noted by us may still have been followed by the money arriving) and applies a confirmed success
 * exactly as the provider's notification would (applyPaymentEvent; the query's transaction id names the
 * event, so the real notification arriving later is a no-op). Whether any payment was confirmed.
 */
export async function confirmProviderPayments(deps: PaymentDeps, owner: PaymentOwner): Promise<boolean> {
  const { column, id } = paymentOwnerColumn(owner);
  const pending = await deps.db
    .selectFrom('payment')
    .select('out_trade_no')
    .where(column, '=', id)
    .where('provider', '=', deps.payments.name)
    .where('status', 'in', ['pending', 'failed'])
    .orderBy('id', 'desc')
    .execute();
  let confirmed = false;
  for (const { out_trade_no: outTradeNo } of pending) {
    const answer = await deps.payments.queryPayment(outTradeNo);
    if (!answer.paid) continue;
    try {
      await applyPaymentEvent(deps, deps.payments.name, {
        notificationId: `query:${answer.transactionId}`,
        outTradeNo,
        transactionId: answer.transactionId,
        amount: answer.amount,
        succeeded: true,
      });
      confirmed = true;
    } catch (error) {
      if (!(error instanceof PaymentEventRefused)) throw error;
      deps.log.warn({ ...owner, outTradeNo, reason: error.message }, 'provider query refused');
    }
  }
  return confirmed;
}

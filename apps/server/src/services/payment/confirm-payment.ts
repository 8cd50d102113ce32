import type { PayResult } from '@luggage/api/contract';
import { ApiFailure } from '../../errors/api-failure';
import { applyPaymentEvent, PaymentEventRefused } from './apply-payment-event';
import { orderPayState } from './order-pay-state';
import type { PaymentDeps } from './payment-deps';

/**
 * pay/notify from the client: the client's word is never trusted. An order paid already answers its state;
 * otherwise the provider is asked about each pending or failed payment of the order (a failure noted
 * by us may still have been followed by the money arriving) and a confirmed success is
 * applied exactly as the provider's notification would be (see applyPaymentEvent; the query's transaction
 * id names the event, so the real notification arriving later is a no-op). Nothing confirmed → 'no payment
 * has been received for this order yet'.
 */
export async function confirmPayment(deps: PaymentDeps, userId: string, orderId: string): Promise<PayResult> {
  const state = await orderPayState(deps.db, userId, orderId, deps.clock());
  if (state.status === 'paid' || state.status === 'refunding' || state.status === 'refunded') return state;
  const pending = await deps.db
    .selectFrom('payment')
    .select('out_trade_no')
    .where('order_id', '=', orderId)
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
      deps.log.warn({ orderId, outTradeNo, reason: error.message }, 'provider query refused');
    }
  }
  if (!confirmed) throw new ApiFailure('paymentNotFound');
  return orderPayState(deps.db, userId, orderId, deps.clock());
}

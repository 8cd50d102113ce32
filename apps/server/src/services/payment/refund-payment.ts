import type { Kysely } from 'kysely';
import type { DatabaseSchema, RefundTable } from '../../db/database-schema';
import { voidBookingInvoice } from '../invoice/void-booking-invoice';
import { reverseReward } from '../rewards/reverse-reward';
import type { PaymentDeps } from './payment-deps';
import { randomHexId } from './random-hex-id';

/**
 * Inside the transaction `trx`: records that `amount` fen of the payment `paymentId` go back to where they
 * came from (refund row 'processing', a new out_refund_no); `orderId` is the booking it paid, null for a
 * coupon order's payment. A payment has at most one refund that has not
 * failed (unique index on payment_id WHERE status <> 'failed'), so a second call for it throws unless its
 * refund failed: then this is the retry. A booking's invoice no longer matches what was paid: the refund
 * of the booking or of one of its supplementary orders voids it in the same transaction
 * (voidBookingInvoice), and a promoter's reward for the booking that is still pending is reversed
 * (reverseReward). Call {@link settleRefund} with the id after the commit.
 */
export async function startRefund(
  trx: Kysely<DatabaseSchema>,
  refund: { orderId: string | null; paymentId: string; amount: number; reason: RefundTable['reason']; now: number },
): Promise<string> {
  const row = await trx
    .insertInto('refund')
    .values({
      order_id: refund.orderId,
      payment_id: refund.paymentId,
      out_refund_no: randomHexId(),
      amount: refund.amount,
      reason: refund.reason,
      created_at: new Date(refund.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (refund.orderId !== null) {
    await voidBookingInvoice(trx, { orderId: refund.orderId, paymentId: refund.paymentId, now: refund.now });
    await reverseReward(trx, { orderId: refund.orderId, now: refund.now });
  }
  return row.id;
}

/**
 * Asks the provider to pay back the refund `refundId` (a 'processing' row of {@link startRefund}) and
 * records its answer: succeeded → succeeded_at, and an order being cancelled ('refunding', refunds of
 * reason cancelled or application) or a combo order being refunded (reason combo) becomes 'refunded'; failed → 'failed', logged at error level (the money is
 * owed and someone must make the refund again with startRefund); processing stays. A provider
 * that fails to answer leaves the row 'processing' (logged, its message in last_error) for a later attempt: the money is never lost
 * because the row says what is owed. Returns the refund's status afterwards.
 */
export async function settleRefund(deps: PaymentDeps, refundId: string): Promise<'processing' | 'succeeded' | 'failed'> {
  const refund = await deps.db
    .selectFrom('refund as r')
    .innerJoin('payment as p', 'p.id', 'r.payment_id')
    .select(['r.order_id', 'p.coupon_order_id', 'r.out_refund_no', 'r.amount', 'r.reason', 'r.status', 'p.provider', 'p.out_trade_no', 'p.amount as total'])
    .where('r.id', '=', refundId)
    .executeTakeFirstOrThrow();
  if (refund.status !== 'processing') return refund.status;
  if (refund.provider !== deps.payments.name) {
    deps.log.warn({ refundId, provider: refund.provider }, 'refund waits for its payment provider, which is not configured');
    return 'processing';
  }
  let outcome;
  try {
    outcome = await deps.payments.refund({ outTradeNo: refund.out_trade_no, outRefundNo: refund.out_refund_no, amount: refund.amount, total: refund.total });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ refundId, reason }, 'refund not accepted by the provider yet');
    await deps.db.updateTable('refund').set({ last_error: reason.slice(0, 500) }).where('id', '=', refundId).where('status', '=', 'processing').execute();
    return 'processing';
  }
  deps.metrics?.refundStarted();
  if (outcome.status === 'processing') {
    await deps.db.updateTable('refund').set({ provider_refund_id: outcome.providerRefundId }).where('id', '=', refundId).execute();
    return 'processing';
  }
  const now = new Date(deps.clock());
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('refund')
      .set({ status: outcome.status, provider_refund_id: outcome.providerRefundId, succeeded_at: outcome.status === 'succeeded' ? now : null })
      .where('id', '=', refundId)
      .where('status', '=', 'processing')
      .execute();
    if (outcome.status === 'succeeded' && refund.order_id !== null && (refund.reason === 'cancelled' || refund.reason === 'application')) {
      await trx.updateTable('user_order').set({ status: 'refunded' }).where('id', '=', refund.order_id).where('status', '=', 'refunding').execute();
    }
    if (outcome.status === 'succeeded' && refund.coupon_order_id !== null && refund.reason === 'combo') {
      await trx.updateTable('coupon_order').set({ status: 'refunded' }).where('id', '=', refund.coupon_order_id).where('status', '=', 'refunding').execute();
    }
  });
  const fields = { refundId, orderId: refund.order_id, couponOrderId: refund.coupon_order_id, status: outcome.status, reason: refund.reason, amount: refund.amount };
  if (outcome.status === 'failed') {
    deps.metrics?.refundOwed();
    deps.log.error(fields, 'refund failed at the provider: the money is still owed');
  }
  else deps.log.info(fields, 'refund settled');
  return outcome.status;
}

import { orderStatusAt } from '@luggage/domain/orders';
import { lockOrderCoupon } from '../coupon/lock-order-coupon';
import { markCouponOrderPaid } from '../combo/mark-coupon-order-paid';
import { lockAndFindShortDay } from '../inventory/lock-and-find-short-day';
import { canReviveExtension } from '../order/supplements/can-revive-extension';
import { applyPaidMove } from './apply-paid-move';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentDeps } from './payment-deps';
import type { VerifiedPaymentEvent } from './payment-provider';
import { settleRefund, startRefund } from './refund-payment';

/** A verified notification that cannot be applied: it names no payment of ours. Nothing was written. */
export class PaymentEventRefused extends Error {
  override name = 'PaymentEventRefused';
}

/**
 * What applying did: 'repeat' (this notification was applied before), 'failed' (a failed payment, noted),
 * 'already' (the payment was applied under another notification), 'paid' (the order is paid), 'refunded'
 * (the money goes back: the order could not take it, reason lapsed or duplicate, or the provider took
 * another amount than the payment's, reason mismatch).
 */
export type PaymentEventOutcome = 'repeat' | 'failed' | 'already' | 'paid' | 'refunded';

/**
 * Applies a verified provider event of `provider` at `deps.clock()`, once, in one transaction: the
 * notification id is recorded (ON CONFLICT DO NOTHING: a repeat changes nothing), the payment row is locked
 * (FOR UPDATE, so parallel notifications of one payment apply one after another) and its order too. An
 * unknown payment is refused ({@link PaymentEventRefused}, nothing written). A failure marks a pending
 * payment 'failed' (the provider settles a trade once, so pay/info opens a new one); a success arriving later
 * for it is still applied: only 'succeeded' is final. A success whose amount is not the payment's marks the
 * payment succeeded with the amount taken, adds nothing to the order and refunds that amount (reason
 * 'mismatch'): the provider has the money, so it must go back. The first success of a payment with the
 * payment's amount marks it succeeded and then:
 * - an unpaid order inside pay_before becomes paid with a voucher code;
 * - an order that no longer holds its units (unpaid past pay_before, lapsed, cancelled) takes them again if
 *   they still fit (the same locked capacity check as booking) and, for an extension, its booking can still
 *   take it (canReviveExtension), and becomes paid; otherwise it is lapsed
 *   (a cancelled one stays cancelled) and the payment is refunded (reason 'lapsed'). Its coupon likewise:
 *   the order was priced with it, so it must take it again (lockOrderCoupon: still this order's, or free
 *   and valid); a coupon another order has taken (locked or used) meanwhile, or one that ended after it was
 *   given back, cannot be taken twice or stretched, so such a payment is refunded (reason 'lapsed') exactly
 *   like one whose units no longer fit, and the other order keeps the coupon;
 * - an order paid already (or cancelled after payment) keeps its state and this payment is refunded
 *   (reason 'duplicate');
 * - a change of shop's supplement, once paid, moves its booking to the new shop (applyPaidMove); when the
 *   booking can no longer move (checked in, cancelled, moved or repriced since) the supplement is
 *   'refunding' and the payment refunded (reason 'cancelled');
 * - a combo's coupon order (the payment's coupon_order_id) is paid and its coupons issued by
 *   markCouponOrderPaid, or the payment refunded as it says (a second payment: 'duplicate').
 * Every successful payment thus ends in a paid order or a refund row; the refund is then asked of the
 * provider after the commit.
 */
export async function applyPaymentEvent(
  deps: PaymentDeps,
  provider: 'sandbox' | 'wechat',
  event: VerifiedPaymentEvent,
): Promise<{ outcome: PaymentEventOutcome; orderId: string | null; couponOrderId: string | null }> {
  const now = deps.clock();
  const result = await deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payment')
      .select(['id', 'order_id', 'coupon_order_id', 'amount', 'status'])
      .where('provider', '=', provider)
      .where('out_trade_no', '=', event.outTradeNo)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw new PaymentEventRefused(`no payment with out_trade_no ${event.outTradeNo}`);
    const recorded = await trx
      .insertInto('payment_notification')
      .values({ provider, notification_id: event.notificationId, out_trade_no: event.outTradeNo, received_at: new Date(now) })
      .onConflict((conflict) => conflict.columns(['provider', 'notification_id']).doNothing())
      .returning('notification_id')
      .executeTakeFirst();
    const owner = { orderId: payment.order_id, couponOrderId: payment.coupon_order_id };
    if (!recorded) return { outcome: 'repeat' as const, ...owner };
    if (!event.succeeded) {
      await trx.updateTable('payment').set({ status: 'failed' }).where('id', '=', payment.id).where('status', '=', 'pending').execute();
      return { outcome: 'failed' as const, ...owner };
    }
    if (payment.status === 'succeeded') return { outcome: 'already' as const, ...owner };
    await trx
      .updateTable('payment')
      .set({ status: 'succeeded', amount: event.amount, transaction_id: event.transactionId, paid_at: new Date(now) })
      .where('id', '=', payment.id)
      .execute();
    if (event.amount !== payment.amount) {
      // Not what the order asked for: the order gets nothing and the provider pays back what it took.
      const refundId = event.amount > 0 ? await startRefund(trx, { orderId: owner.orderId, paymentId: payment.id, amount: event.amount, reason: 'mismatch', now }) : null;
      return { outcome: 'refunded' as const, ...owner, refundId, reason: 'mismatch' as const };
    }
    const refund = async (reason: 'lapsed' | 'duplicate' | 'cancelled') => {
      const refundId = payment.amount > 0 ? await startRefund(trx, { orderId: owner.orderId, paymentId: payment.id, amount: payment.amount, reason, now }) : null;
      return { outcome: 'refunded' as const, ...owner, refundId, reason };
    };
    if (owner.couponOrderId !== null) {
      const paid = await markCouponOrderPaid(trx, owner.couponOrderId, now);
      return paid === 'paid' ? { outcome: 'paid' as const, ...owner } : refund(paid);
    }
    const orderId = owner.orderId;
    if (orderId === null) throw new Error(`payment ${payment.id} has neither an order nor a coupon order, which its CHECK requires`);

    const order = await trx
      .selectFrom('user_order')
      .select(['id', 'status', 'pay_before', 'store_id', 'start_date', 'end_date', 'coupon_id', 'supplement', 'delay_id'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirstOrThrow();

    // A change of shop's supplement moves its booking once paid, or goes back when the booking cannot move any more.
    const paid = async () => {
      await markOrderPaid(trx, orderId, now);
      if ((await applyPaidMove(trx, orderId, now)) === 'refused') return refund('cancelled');
      return { outcome: 'paid' as const, ...owner };
    };
    if (orderStatusAt({ status: order.status, payBefore: order.pay_before }, now) === 'unpaid') return paid();
    if (order.status === 'unpaid' || order.status === 'lapsed' || order.status === 'cancelled') {
      // The order's reservations exist but do not count while it does not hold: do they still fit?
      const lines = await trx.selectFrom('user_order_goods').select(['goods_id as goodsId', 'count']).where('order_id', '=', orderId).execute();
      const shortage = await lockAndFindShortDay(trx, { storeId: order.store_id, startDate: order.start_date, endDate: order.end_date, lines, now });
      const fits = !shortage && (await canReviveExtension(trx, order));
      const hasCoupon = fits && (order.coupon_id === null || (await lockOrderCoupon(trx, { couponId: order.coupon_id, orderId, now })));
      if (hasCoupon) return paid();
      if (order.status === 'unpaid') await trx.updateTable('user_order').set({ status: 'lapsed' }).where('id', '=', orderId).execute();
      return refund('lapsed');
    }
    return refund('duplicate');
  });

  // Past 'already', every branch marked the payment succeeded (paid, or refunded because it could not pay).
  if (result.outcome === 'paid' || result.outcome === 'refunded') deps.metrics?.paymentSucceeded();
  if (result.outcome === 'refunded') {
    deps.log.warn({ orderId: result.orderId, couponOrderId: result.couponOrderId, outTradeNo: event.outTradeNo, reason: result.reason }, 'payment could not pay its order: refunded');
    if (result.refundId) await settleRefund(deps, result.refundId);
  } else if (result.outcome === 'paid') {
    deps.log.info({ orderId: result.orderId, couponOrderId: result.couponOrderId, outTradeNo: event.outTradeNo }, 'order paid');
  }
  return { outcome: result.outcome, orderId: result.orderId, couponOrderId: result.couponOrderId };
}

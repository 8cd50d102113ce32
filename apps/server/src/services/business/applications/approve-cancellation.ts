import { applicationMoney } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { releaseOrderCoupon } from '../../coupon/release-order-coupon';
import { startRefund } from '../../payment/refund-payment';
import { findRefundablePayment } from '../../payment/find-refundable-payment';
import { cancelBookingSupplements } from '../../order/supplements/cancel-booking-supplements';

/**
 * Inside the transaction `trx`, with the order locked: cancels the order after its cancellation application
 * was approved, as order/cancel does (cancelPaidOrder): the order stops holding its units because it is no
 * longer paid, and the refund (the domain's applicationMoney of what the payment took, reason 'application') is
 * recorded for settleRefund after the commit; the order is 'refunding' until the provider has paid it back.
 * With nothing to give back (a 100 % forfeit, or a payment of 0 fen) the order becomes 'refunded' at once and
 * no refund row is written, exactly like cancelPaidOrder with nothing owed. Not 'cancelled': that is the
 * state of an unpaid order given up, which a payment arriving later revives (applyPaymentEvent), whereas a
 * late payment of a refunded order is paid back as a duplicate. The coupon it used is given back only when
 * the traveller forfeits nothing (part 0, a full refund); with a forfeit the coupon stays used, as the
 * booking was partly kept. Its extensions are cancelled with it, a paid one refunded in full (the forfeit is
 * the booking's: cancelBookingSupplements). Returns the refunds started, to settle after the commit.
 */
export async function approveCancellation(trx: Kysely<DatabaseSchema>, cancel: { orderId: string; part: number; now: number }): Promise<string[]> {
  const payment = await findRefundablePayment(trx, { orderId: cancel.orderId });
  const amount = payment ? applicationMoney(payment.amount, cancel.part).refund : 0;
  await trx
    .updateTable('user_order')
    .set({ status: amount > 0 ? 'refunding' : 'refunded', cancelled_at: new Date(cancel.now) })
    .where('id', '=', cancel.orderId)
    .execute();
  if (cancel.part === 0) await releaseOrderCoupon(trx, cancel.orderId);
  const extensionRefunds = await cancelBookingSupplements(trx, cancel.orderId, cancel.now);
  const refund = payment && amount > 0 ? [await startRefund(trx, { orderId: cancel.orderId, paymentId: payment.id, amount, reason: 'application', now: cancel.now })] : [];
  return [...refund, ...extensionRefunds];
}

import type { cancelOrderEndpoint, EndpointParams, OrderState } from '@luggage/api/contract';
import { cancelRefusal } from '@luggage/domain/orders';
import { releaseOrderCoupon } from '../coupon/release-order-coupon';
import { changeLockedOrder } from '../order/change-locked-order';
import { cancelBookingSupplements } from '../order/supplements/cancel-booking-supplements';
import { refuseExtensionChange } from '../order/supplements/refuse-extension-change';
import { refuse } from '../order/refusal-failure';
import { findRefundablePayment } from './find-refundable-payment';
import type { PaymentDeps } from './payment-deps';
import { settleRefund, startRefund } from './refund-payment';

/**
 * order/cancel for `userId`: a paid order, not stored or handed back ('the luggage has been stored …'),
 * without a pending application, before 24:00 Asia/Shanghai of its start day (the domain's cancelRefusal;
 * 'free cancellation ended …') becomes 'refunding' with its reason, and the amount of the payment that paid it goes back to it
 * (refund reason 'cancelled'); once the provider has paid it back the order is 'refunded'. The order no
 * longer holds its units, and the refund being full, its coupon is given back (releaseOrderCoupon). Its
 * extensions are cancelled with it, the paid ones refunded too (cancelBookingSupplements); an extension
 * itself cannot be cancelled on its own ('extensionNotCancellable'). All checks and writes happen in one transaction on the locked order.
 */
export async function cancelPaidOrder(
  deps: PaymentDeps,
  userId: string,
  input: EndpointParams<typeof cancelOrderEndpoint>,
): Promise<OrderState> {
  const now = deps.clock();
  const refundIds = await changeLockedOrder(deps.db, { userId }, input.orderId, now, async (trx, order) => {
    refuseExtensionChange(order);
    refuse(cancelRefusal(order, now));
    const extensionRefunds = await cancelBookingSupplements(trx, order.id, now);

    const payment = await findRefundablePayment(trx, { orderId: input.orderId });
    const owed = payment !== undefined && payment.amount > 0;
    await trx
      .updateTable('user_order')
      .set({ status: owed ? 'refunding' : 'refunded', cancelled_at: new Date(now), cancel_key: input.key, cancel_reason: input.reason })
      .where('id', '=', input.orderId)
      .execute();
    await releaseOrderCoupon(trx, input.orderId);
    const refund = owed ? [await startRefund(trx, { orderId: input.orderId, paymentId: payment.id, amount: payment.amount, reason: 'cancelled', now })] : [];
    return [...refund, ...extensionRefunds];
  });
  for (const refundId of refundIds) await settleRefund(deps, refundId);
  const after = await deps.db.selectFrom('user_order').select(['status', 'store_status']).where('id', '=', input.orderId).executeTakeFirstOrThrow();
  return { orderId: input.orderId, status: after.status, storeStatus: after.store_status };
}

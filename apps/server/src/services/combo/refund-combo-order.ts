import { COMBO_COUPON_STATE, type ComboOrder } from '@luggage/api/contract';
import { comboRefund, type ClientCouponStatus } from '@luggage/domain/coupons';
import { ApiFailure } from '../../errors/api-failure';
import { findRefundablePayment } from '../payment/find-refundable-payment';
import type { PaymentDeps } from '../payment/payment-deps';
import { settleRefund, startRefund } from '../payment/refund-payment';
import { comboRefundFailure } from './combo-refund-failure';
import { getComboOrder } from './get-combo-order';
import { selectComboCouponStates } from './select-combo-coupon-states';

/**
 * combo_order/refund for `userId` (the rule: comboRefund and the contract). In one transaction on the
 * locked coupon order: only a paid order ('this combo order has not been paid'; refunding or refunded:
 * 'this combo order has already been refunded'), refused as comboRefund says (nothing is written); its
 * unused coupons are withdrawn by a conditional UPDATE that must take every one of them (a coupon an
 * add-order locked meanwhile makes it 'comboCouponLocked' and rolls back), the order becomes 'refunding'
 * with its refund_amount, and the refund of its payment is recorded (reason combo). After the commit the
 * provider is asked (settleRefund: 'refunded' once the money is back). Parallel refunds wait on the order's
 * lock and then find it refunding: one refund.
 */
export async function refundComboOrder(deps: PaymentDeps, userId: string, couponOrderId: string): Promise<ComboOrder> {
  const now = deps.clock();
  const refundId = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('coupon_order')
      .select(['status', 'price', 'end_time'])
      .where('id', '=', couponOrderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('comboOrderNotFound');
    if (order.status === 'refunding' || order.status === 'refunded') throw new ApiFailure('comboAlreadyRefunded');
    if (order.status !== 'paid' || order.end_time === null) throw new ApiFailure('comboNotPaid');
    const coupons = await selectComboCouponStates(trx, [couponOrderId], now);
    const couponStatuses = coupons.map((coupon) => coupon.state).filter((state): state is ClientCouponStatus => state !== COMBO_COUPON_STATE.withdrawn);
    const answer = comboRefund({ price: order.price, couponStatuses, endTime: order.end_time.getTime() + 1000 }, now);
    if ('reason' in answer) throw comboRefundFailure(answer);
    const unused = coupons.filter((coupon) => coupon.state === COMBO_COUPON_STATE.unused).map((coupon) => coupon.id);
    const withdrawn = await trx
      .updateTable('user_coupon as c')
      .set({ state: 'withdrawn', order_id: null, used_at: null })
      .where('c.id', 'in', unused)
      .where((eb) =>
        eb.or([
          eb('c.state', '=', 'unused'),
          eb.and([
            eb('c.state', '=', 'locked'),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('user_order as o')
                  .select('o.id')
                  .whereRef('o.id', '=', 'c.order_id')
                  .where('o.status', '=', 'unpaid')
                  .where('o.pay_before', '>', new Date(now)),
              ),
            ),
          ]),
        ]),
      )
      .executeTakeFirst();
    if (Number(withdrawn.numUpdatedRows) !== unused.length) throw new ApiFailure('comboCouponLocked');
    const payment = await findRefundablePayment(trx, { couponOrderId });
    if (!payment) throw new Error(`paid coupon order ${couponOrderId} has no refundable payment`);
    await trx.updateTable('coupon_order').set({ status: 'refunding', refund_amount: answer.amount, refunded_at: new Date(now) }).where('id', '=', couponOrderId).execute();
    return startRefund(trx, { orderId: null, paymentId: payment.id, amount: answer.amount, reason: 'combo', now });
  });
  await settleRefund(deps, refundId);
  return getComboOrder(deps.db, userId, couponOrderId, deps.clock());
}

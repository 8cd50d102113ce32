import { moveRefusal } from '@luggage/domain/orders';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { lockOrder } from '../order/lock-order';
import { relocateBooking } from '../order/relocate-booking';
import { selectMovingBooking } from '../order/select-moving-booking';

/**
 * What a paid order does beyond being paid: 'none' for any order but a change of shop's supplement;
 * 'moved' when its booking is now at the new shop; 'refused' when the booking can no longer move as priced
 * (checked in, cancelled, an application pending, already moved elsewhere or its price changed since), and
 * the supplement's payment must go back.
 */
export type PaidMoveOutcome = 'none' | 'moved' | 'refused';

/**
 * Inside the payment's transaction `trx`, right after the order `orderId` was marked paid at `now`: when it
 * is a change of shop's supplement (supplement 'move'), locks its booking (lockOrder) and, if moveRefusal
 * still lets it move to the supplement's shop and it still costs what the supplement credited (the
 * supplement's discount_amount), moves it: the booking's reservations at the old shop are dropped, the
 * supplement's reservations become the booking's (so the units are held once, by the booking), and the
 * booking takes the new shop, prices and amounts (pay_amount = the supplement's order_amount; its coupon
 * kept for what the new price leaves it, else given back). Otherwise the supplement becomes 'refunding'
 * (cancelled now, holding nothing) and the caller refunds its payment.
 */
export async function applyPaidMove(trx: Transaction<DatabaseSchema>, orderId: string, now: number): Promise<PaidMoveOutcome> {
  const supplement = await trx
    .selectFrom('user_order')
    .select(['delay_id', 'user_id', 'store_id', 'order_amount', 'discount_amount', 'total_days'])
    .where('id', '=', orderId)
    .where('supplement', '=', 'move')
    .executeTakeFirst();
  if (!supplement?.delay_id || !supplement.user_id) return 'none';
  const bookingId = supplement.delay_id;
  const order = await lockOrder(trx, { userId: supplement.user_id }, bookingId, now);
  const booking = await selectMovingBooking(trx, bookingId, now);
  const refusal = moveRefusal({ ...order, storeId: booking.storeId, isSupplement: booking.supplement !== null, hasExtensions: booking.hasExtensions }, supplement.store_id, now);
  if (refusal || booking.payAmount !== supplement.discount_amount) {
    await trx.updateTable('user_order').set({ status: 'refunding', cancelled_at: new Date(now) }).where('id', '=', orderId).execute();
    return 'refused';
  }
  const lines = await trx.selectFrom('user_order_goods').select(['goods_id', 'count', 'price', 'discount']).where('order_id', '=', orderId).execute();
  const sum = (fen: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + line.count * fen(line) * supplement.total_days, 0);
  const orderAmount = sum((line) => line.price);
  const payAmount = supplement.order_amount;
  const couponAmount = sum((line) => line.discount) - payAmount;
  await trx.deleteFrom('inventory_reservation').where('order_id', '=', bookingId).execute();
  await trx.updateTable('inventory_reservation').set({ order_id: bookingId }).where('order_id', '=', orderId).execute();
  await relocateBooking(trx, bookingId, {
    storeId: supplement.store_id,
    cart: {
      lines: lines.map((line) => ({ goodsId: line.goods_id as 1 | 2, count: line.count, price: line.price, discount: line.discount })),
      orderAmount,
      discountAmount: orderAmount - payAmount,
      payAmount,
      ...(booking.couponId && couponAmount > 0 ? { coupon: { userCouponId: booking.couponId, amount: couponAmount } } : {}),
    },
  });
  return 'moved';
}

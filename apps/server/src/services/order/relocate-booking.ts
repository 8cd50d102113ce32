import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { releaseOrderCoupon } from '../coupon/release-order-coupon';
import type { PricedCart } from './priced-cart';

/**
 * Inside the transaction `trx`, with the booking `bookingId` locked: records that it is now at shop
 * `storeId` priced as `cart` (the new shop's prices of its goods lines, its amounts, and its coupon if it
 * kept one). A coupon the cart no longer has is given back (releaseOrderCoupon) and the booking is priced
 * without it. The shop's staff see the order from now on; its reservations are the caller's to move.
 */
export async function relocateBooking(
  trx: Kysely<DatabaseSchema>,
  bookingId: string,
  move: { storeId: number; cart: Pick<PricedCart, 'lines' | 'orderAmount' | 'discountAmount' | 'payAmount' | 'coupon'> },
): Promise<void> {
  const { storeId, cart } = move;
  if (!cart.coupon) await releaseOrderCoupon(trx, bookingId);
  await trx
    .updateTable('user_order')
    .set({
      store_id: storeId,
      order_amount: cart.orderAmount,
      discount_amount: cart.discountAmount,
      pay_amount: cart.payAmount,
      coupon_id: cart.coupon?.userCouponId ?? null,
      coupon_amount: cart.coupon?.amount ?? 0,
    })
    .where('id', '=', bookingId)
    .execute();
  for (const line of cart.lines) {
    await trx
      .updateTable('user_order_goods')
      .set({ price: line.price, discount: line.discount })
      .where('order_id', '=', bookingId)
      .where('goods_id', '=', line.goodsId)
      .execute();
  }
}

import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema, UserOrderTable } from '../../db/database-schema';
import type { PricedCart } from './priced-cart';
import { reserveInventory } from './reserve-inventory';

/** The columns of a new order that its priced cart does not give: whose it is, where it was made, its state. */
export type OrderOrigin = Omit<
  Insertable<UserOrderTable>,
  'store_id' | 'start_date' | 'end_date' | 'total_days' | 'order_amount' | 'discount_amount' | 'pay_amount' | 'coupon_id' | 'coupon_amount' | 'created_at'
>;

/**
 * A new order of the priced `cart` at `storeId`, made at `now`: its user_order row (the cart's days and
 * amounts and coupon, `origin`'s columns), its goods lines and its units reserved for every day (see
 * reserveInventory, which refuses when a day is short). `trx` must be a transaction, so a refusal writes
 * nothing. The coupon is only recorded here; the caller locks it (lockOrderCoupon). Answers the order's id.
 */
export async function insertPricedOrder(
  trx: Kysely<DatabaseSchema>,
  order: { storeId: number; cart: PricedCart; now: number },
  origin: OrderOrigin,
): Promise<string> {
  const { storeId, cart, now } = order;
  const { id: orderId } = await trx
    .insertInto('user_order')
    .values({
      ...origin,
      store_id: storeId,
      start_date: cart.startDate,
      end_date: cart.endDate,
      total_days: cart.totalDays,
      order_amount: cart.orderAmount,
      discount_amount: cart.discountAmount,
      pay_amount: cart.payAmount,
      coupon_id: cart.coupon?.userCouponId ?? null,
      coupon_amount: cart.coupon?.amount ?? 0,
      created_at: new Date(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_order_goods')
    .values(cart.lines.map((line) => ({ order_id: orderId, goods_id: line.goodsId, count: line.count, price: line.price, discount: line.discount })))
    .execute();
  await reserveInventory(trx, { orderId, storeId, ...cart, now });
  return orderId;
}

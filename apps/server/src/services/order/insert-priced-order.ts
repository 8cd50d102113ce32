import { daysInRange } from '@luggage/domain/dates';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DatabaseSchema, UserOrderTable } from '../../db/database-schema';
import { bookingRefusal } from '../inventory/booking-refusal';
import { lockAndFindShortDay } from '../inventory/lock-and-find-short-day';
import type { PricedCart } from './priced-cart';

/** The columns of a new order that its priced cart does not give: whose it is, where it was made, its state. */
export type OrderOrigin = Omit<
  Insertable<UserOrderTable>,
  'store_id' | 'start_date' | 'end_date' | 'total_days' | 'order_amount' | 'discount_amount' | 'pay_amount' | 'coupon_id' | 'coupon_amount' | 'created_at'
>;

/**
 * A new order of the priced `cart` at `storeId`, made at `now`: its user_order row (the cart's days and
 * amounts and coupon, `origin`'s columns), its goods lines and its units reserved for every day. `trx` must
 * be a transaction: the room is checked first under the shop's goods locks (lockAndFindShortDay, as
 * reserveInventory does; a short day throws its refusal and writes nothing), then the order, its lines and
 * its reservations are written in one statement, so the locks are held for three statements; an order made
 * from a checkout token (`checkoutTokenHash`, add order) gives the token its id in that statement too. The
 * coupon is only recorded here; the caller locks it (lockOrderCoupon). Answers the order's id.
 */
export async function insertPricedOrder(
  trx: Kysely<DatabaseSchema>,
  order: { storeId: number; cart: PricedCart; now: number; checkoutTokenHash?: string },
  origin: OrderOrigin,
): Promise<string> {
  const { storeId, cart, now, checkoutTokenHash } = order;
  const shortage = await lockAndFindShortDay(trx, { storeId, ...cart, now });
  if (shortage) throw bookingRefusal(shortage);
  const lines = JSON.stringify(cart.lines.map((line) => ({ goods_id: line.goodsId, count: line.count, price: line.price, discount: line.discount })));
  const reservations = JSON.stringify(
    daysInRange(cart.startDate, cart.endDate).flatMap((day) => cart.lines.map((line) => ({ goods_id: line.goodsId, day, units: line.count }))),
  );
  const inserts = trx
    .with('new_order', (db) =>
      db
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
        .returning('id'),
    )
    // Data-modifying WITH queries all run, whether the statement reads them or not.
    .with('new_goods', (db) =>
      db
        .insertInto('user_order_goods')
        .columns(['order_id', 'goods_id', 'count', 'price', 'discount'])
        .expression(
          sql`SELECT new_order.id, l.goods_id, l.count, l.price, l.discount
                FROM new_order, jsonb_to_recordset(${lines}::jsonb) AS l(goods_id int, count int, price int, discount int)`,
        ),
    )
    .with('new_reservations', (db) =>
      db
        .insertInto('inventory_reservation')
        .columns(['order_id', 'store_id', 'goods_id', 'day', 'units'])
        .expression(
          sql`SELECT new_order.id, ${storeId}::int, r.goods_id, r.day, r.units
                FROM new_order, jsonb_to_recordset(${reservations}::jsonb) AS r(goods_id int, day date, units int)`,
        ),
    );
  const { id } = await (checkoutTokenHash === undefined
    ? inserts.selectFrom('new_order').select('id')
    : inserts
        .updateTable('checkout_token')
        .from('new_order')
        .set((eb) => ({ order_id: eb.ref('new_order.id') }))
        .where('checkout_token.token_hash', '=', checkoutTokenHash)
        .returning('new_order.id')
  ).executeTakeFirstOrThrow();
  return id;
}

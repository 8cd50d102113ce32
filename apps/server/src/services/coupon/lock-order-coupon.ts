import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Locks the coupon `couponId` for the order `orderId` at `now` (ms) with one conditional UPDATE, inside the
 * caller's transaction (the one that reserves the order's inventory), and says whether it did. It takes the
 * coupon when it is this order's already (locked by it: a late payment of the order that held it), or when
 * it is still valid at `now` and free: unused, or locked by an order that no longer holds it (unpaid past
 * its pay_before, lapsed or cancelled; the same rule as clientCouponStatusSql). Racing calls for one coupon
 * wait on its row; the losers re-read it locked by the winner's order, which their statement cannot see
 * as an order that let go, so exactly one gets it. False → nothing was written to the coupon.
 */
export async function lockOrderCoupon(trx: Kysely<DatabaseSchema>, lock: { couponId: string; orderId: string; now: number }): Promise<boolean> {
  const at = new Date(lock.now);
  const locked = await trx
    .updateTable('user_coupon as c')
    .set({ state: 'locked', order_id: lock.orderId, used_at: null })
    .where('c.id', '=', lock.couponId)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.state', '=', 'locked'), eb('c.order_id', '=', lock.orderId)]),
        eb.and([
          eb('c.ends_at', '>', at),
          eb.or([
            eb('c.state', '=', 'unused'),
            eb.and([
              eb('c.state', '=', 'locked'),
              eb.exists(
                eb
                  .selectFrom('user_order as o')
                  .select(sql.lit(1).as('one'))
                  .whereRef('o.id', '=', 'c.order_id')
                  .where((inner) =>
                    inner.or([inner('o.status', 'in', ['lapsed', 'cancelled']), inner.and([inner('o.status', '=', 'unpaid'), inner('o.pay_before', '<=', at)])]),
                  ),
              ),
            ]),
          ]),
        ]),
      ]),
    )
    .returning('c.id')
    .executeTakeFirst();
  return locked !== undefined;
}

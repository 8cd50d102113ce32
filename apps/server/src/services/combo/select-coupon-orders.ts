import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectCombos } from './select-combos';

/**
 * Select of `userId`'s coupon orders (`coupon_order as co`; only theirs: another traveller's is simply not
 * found) with their combo (see selectCombos, whatever its sale state now); callers add where/order/limit,
 * toComboOrders makes them the contract's.
 */
export function selectCouponOrders(db: Kysely<DatabaseSchema>, userId: string) {
  return selectCombos(db)
    .innerJoin('coupon_order as co', 'co.combo_id', 'cb.id')
    .where('co.user_id', '=', userId)
    .select([
      'co.id as coupon_order_id',
      'co.status as order_status',
      'co.price as order_price',
      'co.pay_before',
      'co.created_at',
      'co.paid_at',
      'co.start_time',
      'co.end_time',
      'co.refund_amount',
    ]);
}

/** One row of {@link selectCouponOrders}. */
export type CouponOrderRow = Awaited<ReturnType<ReturnType<typeof selectCouponOrders>['executeTakeFirstOrThrow']>>;

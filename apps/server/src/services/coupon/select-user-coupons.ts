import type { StoredCouponState } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { templateColumns } from './template-columns';

/**
 * Select of the coupons of `userId` (only theirs: another traveller's is simply not found; never one
 * withdrawn by its combo's refund, which is no longer theirs to use) with their
 * template (see templateColumns) and what their status reads of the order that locked or used them
 * (`order as o`, left-joined). Callers add where/order/limit; toUserCoupons makes them the contract's.
 */
export function selectUserCoupons(db: Kysely<DatabaseSchema>, userId: string) {
  return db
    .selectFrom('user_coupon as c')
    .innerJoin('coupon_template as t', 't.id', 'c.template_id')
    .leftJoin('city as ci', 'ci.id', 't.scope_city_id')
    .leftJoin('user_order as o', 'o.id', 'c.order_id')
    .where('c.user_id', '=', userId)
    .where('c.state', '<>', 'withdrawn')
    .select([
      ...templateColumns,
      'c.id as coupon_id',
      'c.state',
      'c.starts_at',
      'c.ends_at',
      'c.issued_at',
      'c.order_id',
      'o.status as order_status',
      'o.pay_before as order_pay_before',
    ])
    .$narrowType<{ state: StoredCouponState }>();
}

/** One row of {@link selectUserCoupons}. */
export type UserCouponRow = Awaited<ReturnType<ReturnType<typeof selectUserCoupons>['executeTakeFirstOrThrow']>>;

import { sql, type RawBuilder } from 'kysely';

/**
 * The clientCouponStatus at `now` (ms) of the coupon `couponAlias` (a user_coupon row in the query) whose
 * order is `orderAlias` (user_order left-joined on its order_id), in SQL: the same rule as
 * userCouponStatus of @luggage/domain/coupons — 2 used; 1 locked while its order is unpaid and inside its
 * pay_before; 3 at or after its end; 0 otherwise — for filtering, sorting and counting in the database.
 * The coupon list's tests hold the two to the same answers.
 */
export function clientCouponStatusSql(couponAlias: string, orderAlias: string, now: number): RawBuilder<number> {
  const coupon = (name: string) => sql.ref(`${couponAlias}.${name}`);
  const order = (name: string) => sql.ref(`${orderAlias}.${name}`);
  const at = new Date(now);
  return sql<number>`(CASE
    WHEN ${coupon('state')} = 'used' THEN 2
    WHEN ${coupon('state')} = 'locked' AND ${order('status')} = 'unpaid' AND ${order('pay_before')} > ${at}::timestamptz THEN 1
    WHEN ${coupon('ends_at')} <= ${at}::timestamptz THEN 3
    ELSE 0 END)`;
}

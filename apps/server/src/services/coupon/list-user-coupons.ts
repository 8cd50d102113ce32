import type { EndpointParams, userCouponsEndpoint, UserCouponsResponse } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { clientCouponStatusSql } from './client-coupon-status-sql';
import { selectUserCoupons } from './select-user-coupons';
import { toUserCoupons } from './to-user-coupons';

/** How many coupons `userId` has in each status at `now` (ms); withdrawn ones are no longer theirs. */
async function countByStatus(db: Kysely<DatabaseSchema>, userId: string, now: number): Promise<UserCouponsResponse['counts']> {
  const status = clientCouponStatusSql('c', 'o', now);
  const count = (value: number) => sql<number>`(count(*) FILTER (WHERE ${status} = ${value}))::int`;
  return db
    .selectFrom('user_coupon as c')
    .leftJoin('user_order as o', 'o.id', 'c.order_id')
    .where('c.user_id', '=', userId)
    .where('c.state', '<>', 'withdrawn')
    .select([count(0).as('unused'), count(1).as('locked'), count(2).as('used'), count(3).as('expired')])
    .executeTakeFirstOrThrow();
}

/**
 * Page `page` (from 1) of `userId`'s coupons at `now` (ms), `pageSize` per page, only those in
 * `clientCouponStatus` when given: unused first, then locked, the soonest to end first; then used and
 * expired, the latest to end first; ties newest first. With the counts per status.
 */
export async function listUserCoupons(
  db: Kysely<DatabaseSchema>,
  userId: string,
  params: EndpointParams<typeof userCouponsEndpoint>,
  now: number,
): Promise<UserCouponsResponse> {
  const status = clientCouponStatusSql('c', 'o', now);
  const wanted = params.clientCouponStatus;
  const rows = await selectUserCoupons(db, userId)
    .$if(wanted !== undefined && wanted !== null, (query) => query.where(sql<boolean>`${status} = ${wanted}`))
    .orderBy(sql`CASE WHEN ${status} <= 1 THEN ${status} ELSE 2 END`)
    .orderBy(sql`CASE WHEN ${status} <= 1 THEN c.ends_at END`)
    .orderBy('c.ends_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize)
    .execute();
  return { coupons: await toUserCoupons(db, rows, now), page: params.page, counts: await countByStatus(db, userId, now) };
}

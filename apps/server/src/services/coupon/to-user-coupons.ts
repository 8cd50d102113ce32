import type { UserCoupon } from '@luggage/api/contract';
import { CLIENT_COUPON_STATUS, couponLastDay, couponRemainingDays, userCouponStatus } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { selectScopeShops, type ScopeShop } from './select-scope-shops';
import type { UserCouponRow } from './select-user-coupons';
import { toCouponTerms } from './to-coupon-terms';

/**
 * A coupon row as the contract sends it at `now` (ms): its status by userCouponStatus (a lock holds while
 * its order is unpaid, until the order's pay_before), remaining days by the §9 formula, and the order only
 * while it holds or used the coupon.
 */
export function toUserCoupon(row: UserCouponRow, shops: ReadonlyMap<number, ScopeShop[]>, now: number): UserCoupon {
  const lockedUntil = row.state === 'locked' && row.order_status === 'unpaid' ? row.order_pay_before : null;
  const clientCouponStatus = userCouponStatus({ state: row.state, lockedUntil, endTime: row.ends_at }, now);
  const holdsOrder = clientCouponStatus === CLIENT_COUPON_STATUS.locked || clientCouponStatus === CLIENT_COUPON_STATUS.used;
  return {
    clientCouponId: row.coupon_id,
    clientCouponStatus,
    templateId: row.id,
    ...toCouponTerms(row, shops),
    startTime: row.starts_at.toISOString(),
    endTime: row.ends_at.toISOString(),
    lastDay: couponLastDay(row.ends_at),
    remainingDays: couponRemainingDays(row.ends_at, now),
    issuedAt: row.issued_at.toISOString(),
    orderId: holdsOrder ? row.order_id : null,
  };
}

/** {@link toUserCoupon} of each row, with the listed shops of their templates read in one query. */
export async function toUserCoupons(db: Kysely<DatabaseSchema>, rows: readonly UserCouponRow[], now: number): Promise<UserCoupon[]> {
  const shops = await selectScopeShops(db, rows.filter((row) => row.scope_kind === 'shops').map((row) => row.id));
  return rows.map((row) => toUserCoupon(row, shops, now));
}

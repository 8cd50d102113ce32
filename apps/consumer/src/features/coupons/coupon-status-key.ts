import type { UserCoupon } from '@luggage/api/contract';
import type { CLIENT_COUPON_STATUS } from '@luggage/domain/coupons';

/** A coupon state's key in the texts and class names, by clientCouponStatus (0 unused, 1 locked, 2 used, 3 expired). */
export type CouponStatusKey = keyof typeof CLIENT_COUPON_STATUS;

/** The states in the order of their statuses, as the tabs show them. */
export const COUPON_STATUS_KEYS: readonly CouponStatusKey[] = ['unused', 'locked', 'used', 'expired'];

/** The key of a coupon's `clientCouponStatus`. */
export function couponStatusKey(status: UserCoupon['clientCouponStatus']): CouponStatusKey {
  return COUPON_STATUS_KEYS[status]!;
}

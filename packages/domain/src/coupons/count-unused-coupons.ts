import { COUPON_STATE_UNUSED, parseCouponStates } from './parse-coupon-states';

/** How many of a coupon order's 'id-state' entries are unused (state 0); malformed entries do not count. */
export function countUnusedCoupons(list: readonly string[]): number {
  return parseCouponStates(list).filter(({ state }) => state === COUPON_STATE_UNUSED).length;
}

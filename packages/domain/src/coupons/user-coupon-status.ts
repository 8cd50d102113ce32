import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { CLIENT_COUPON_STATUS, type ClientCouponStatus, type StoredCouponState } from './client-coupon-status';

/** The facts of an issued coupon that its status reads. */
export interface UserCouponUse {
  /** What was last written: free, locked by an order, used by a paid order. */
  state: StoredCouponState;
  /**
   * While `state` is 'locked': until when the lock holds, the pay-before of its order while that order is
   * unpaid; null once the order is no longer waiting for payment (cancelled, lapsed).
   */
  lockedUntil: Instant | null;
  /** When the coupon stops being valid (exclusive). */
  endTime: Instant;
}

/**
 * The `clientCouponStatus` of a coupon at `now`: used (2) once used; locked (1) while the unpaid order that
 * locked it still holds it (now < lockedUntil), whatever its end, since that order was priced with it;
 * otherwise, and also after the order let go without saying so (lapsed), expired (3) at or after its end
 * and unused (0) before. Needs no clean-up job: expiry and lapsed locks are read from the clock.
 */
export function userCouponStatus(coupon: UserCouponUse, now: Instant): ClientCouponStatus {
  if (coupon.state === 'used') return CLIENT_COUPON_STATUS.used;
  const nowMs = toShanghaiDateTime(now).toMillis();
  if (coupon.state === 'locked' && coupon.lockedUntil !== null && nowMs < toShanghaiDateTime(coupon.lockedUntil).toMillis()) {
    return CLIENT_COUPON_STATUS.locked;
  }
  return nowMs < toShanghaiDateTime(coupon.endTime).toMillis() ? CLIENT_COUPON_STATUS.unused : CLIENT_COUPON_STATUS.expired;
}

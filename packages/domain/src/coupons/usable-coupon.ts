import type { Instant } from '../dates/instant';
import type { ClientCouponStatus } from './client-coupon-status';
import type { CouponTerms } from './coupon-terms';

/**
 * An issued coupon as a booking weighs it (the contract's user coupon has these fields): its terms, its
 * `clientCouponStatus` (userCouponStatus, as the server last read it) and its validity, from `startTime`
 * (included) to `endTime` (excluded).
 */
export interface UsableCoupon extends CouponTerms {
  clientCouponStatus: ClientCouponStatus;
  startTime: Instant;
  endTime: Instant;
}

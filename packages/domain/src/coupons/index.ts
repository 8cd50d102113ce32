export { countUnusedCoupons } from './count-unused-coupons';
export { couponOrderSummary, type CouponOrderSummary, type CouponOrderTimes } from './coupon-order-summary';
export { couponRemainingDays } from './coupon-remaining-days';
export { COUPON_STATE_UNUSED, parseCouponStates, type CouponState } from './parse-coupon-states';

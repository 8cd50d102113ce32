import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { countUnusedCoupons } from './count-unused-coupons';
import { couponRemainingDays } from './coupon-remaining-days';

/** The fields of a coupon order (combo purchase) the summary reads; other fields are ignored. */
export interface CouponOrderTimes {
  /** The coupons issued by the order, as 'id-state' strings (state 0 = unused). */
  coupon: readonly string[];
  /** When the coupons become valid. */
  start_time: Instant;
  /** When the coupons stop being valid. */
  end_time: Instant;
}

/** The derived fields of a coupon order shown in the combo order list and page. */
export interface CouponOrderSummary {
  /** Unused coupons (state 0). */
  remain: number;
  /** Coupons issued by the order (entries of `coupon`, malformed ones included). */
  total: number;
  /** Whole days left before `end_time`, floor((end − now) / 1 day), 0 once ended. */
  day: number;
  /** Validity period in days, (end − start) / 1 day rounded to the nearest day, never negative. */
  expire: number;
  /** Calendar date of `end_time` in Asia/Shanghai, 'yyyy-MM-dd'. */
  end_day: string;
}

const DAY_MS = 86_400_000;

/**
 * Derives remain, total, day, expire and end_day of a coupon order at `now` (spec §3 "Coupon order").
 * `expire` is rounded so a period ending at 23:59:59 or at the next 00:00 both count whole days
 * (1 Jan 00:00 → 30 Jan 23:59:59 is 30). `end_day` is the Shanghai date containing `end_time`, so an
 * exclusive end at 00:00 shows the following day: servers should store the last valid second.
 */
export function couponOrderSummary(order: CouponOrderTimes, now: Instant): CouponOrderSummary {
  const start = toShanghaiDateTime(order.start_time);
  const end = toShanghaiDateTime(order.end_time);
  return {
    remain: countUnusedCoupons(order.coupon),
    total: order.coupon.length,
    day: couponRemainingDays(order.end_time, now),
    expire: Math.max(0, Math.round((end.toMillis() - start.toMillis()) / DAY_MS)),
    end_day: end.toISODate(),
  };
}

import { toShanghaiDateTime, type Instant } from '../dates/instant';

/**
 * The last Asia/Shanghai calendar day ('yyyy-MM-dd') a coupon ending at `endTime` (excluded) can be used:
 * an end at 24:00 of 31 Mar (1 Apr 00:00) → '2026-03-31'; an end at 15:00 of 1 Apr → '2026-04-01'.
 */
export function couponLastDay(endTime: Instant): string {
  return toShanghaiDateTime(toShanghaiDateTime(endTime).toMillis() - 1).toISODate();
}

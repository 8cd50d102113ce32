import { toShanghaiDateTime, type Instant } from '../dates/instant';

const DAY_MS = 86_400_000;

/**
 * Whole days left before a coupon ends: floor((end − now) / 1 day), never negative (spec §9).
 * 36 hours left → 1; 23 hours left → 0; already ended → 0.
 */
export function couponRemainingDays(end: Instant, now: Instant): number {
  const remainingMs = toShanghaiDateTime(end).toMillis() - toShanghaiDateTime(now).toMillis();
  return Math.max(0, Math.floor(remainingMs / DAY_MS));
}

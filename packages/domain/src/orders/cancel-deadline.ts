import { endOfShanghaiDay } from '../dates/end-of-shanghai-day';
import { toShanghaiDateTime, type Instant } from '../dates/instant';

/**
 * The end of free cancellation (spec §1 FAQ): 24:00 Asia/Shanghai of the storage date, the Shanghai
 * calendar date of `startTime` whatever the device's zone, in epoch milliseconds. Exclusive: cancelling
 * is free while `now` is before it ('2026-11-23' → 2026-11-23T16:00:00Z).
 * @throws RangeError for an invalid `startTime`.
 */
export function cancelDeadline(startTime: Instant): number {
  return endOfShanghaiDay(toShanghaiDateTime(startTime).toISODate());
}

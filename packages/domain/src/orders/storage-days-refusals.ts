import { shanghaiToday } from '../dates/shanghai-today';
import { totalDays } from '../dates/total-days';
import type { Instant } from '../dates/instant';
import { latestStartDate } from './latest-start-date';

/** The storage days asked for: 'yyyy-MM-dd' Asia/Shanghai calendar dates, both included. */
export interface StorageDays {
  startDate: string;
  endDate: string;
}

/** What is wrong with storage days asked for: see {@link storageDaysRefusals}. */
export type StorageDaysRefusal =
  /** The last day comes before the first. */
  | { reason: 'endBeforeStart' }
  /** The first day is before `today` (Asia/Shanghai, 'yyyy-MM-dd'). */
  | { reason: 'startPassed'; today: string }
  /** The first day is after `latestStart`, today + BOOKING_MAX_DAYS_AHEAD (see latestStartDate). */
  | { reason: 'startTooFar'; latestStart: string }
  /** More than `maxDays` days. */
  | { reason: 'tooLong'; maxDays: number };

/**
 * Everything wrong with booking (or moving a booking to) `days` at `now`, in this order, empty when
 * nothing is: the end before the start; the start before today in Asia/Shanghai (today itself is fine,
 * until 24:00 Shanghai, whatever the device's zone); the start more than BOOKING_MAX_DAYS_AHEAD days after
 * today (see latestStartDate); with `maxDays`, more days than that (a change of
 * days may not be longer than the booking, a walk-in not longer than an order may be; not asked when
 * the end is before the start). A form shows each next to its field; a server refuses with the first.
 * @throws RangeError for a malformed date.
 */
export function storageDaysRefusals(days: StorageDays, now: Instant, maxDays?: number): StorageDaysRefusal[] {
  const refusals: StorageDaysRefusal[] = [];
  // 0 when the end is before the start.
  const count = totalDays(days.startDate, days.endDate);
  if (count === 0) refusals.push({ reason: 'endBeforeStart' });
  const today = shanghaiToday(now);
  if (days.startDate < today) refusals.push({ reason: 'startPassed', today });
  const latestStart = latestStartDate(today);
  if (days.startDate > latestStart) refusals.push({ reason: 'startTooFar', latestStart });
  if (maxDays !== undefined && count > maxDays) refusals.push({ reason: 'tooLong', maxDays });
  return refusals;
}

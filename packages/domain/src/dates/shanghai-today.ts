import { toShanghaiDateTime, type Instant } from './instant';

/** The last Shanghai day luxon was asked about: its date and its instants [start, end) in epoch ms. */
let lastDay = { date: '', start: 0, end: 0 };

/**
 * The calendar date of `now` in Asia/Shanghai as 'yyyy-MM-dd', whatever the device's zone:
 * 2026-11-22T17:30Z is already '2026-11-23' in Shanghai (UTC+8, no daylight saving).
 * Luxon reads the zone once per Shanghai day: an instant within the day last read is answered from its bounds
 * (every request of a booking asks, and luxon's zoned conversion costs tens of microseconds).
 */
export function shanghaiToday(now: Instant): string {
  const ms = typeof now === 'number' ? now : now instanceof Date ? now.getTime() : Number.NaN;
  if (ms >= lastDay.start && ms < lastDay.end) return lastDay.date;
  const dateTime = toShanghaiDateTime(now);
  const start = dateTime.startOf('day');
  if (!Number.isNaN(ms)) lastDay = { date: dateTime.toISODate(), start: start.toMillis(), end: start.plus({ days: 1 }).toMillis() };
  return dateTime.toISODate();
}

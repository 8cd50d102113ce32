import { calendarDayNumber } from './calendar-day-number';

/**
 * Number of calendar days from `startIso` to `endIso` ('yyyy-MM-dd'), both included: the same day is 1,
 * ('2026-11-23', '2026-11-25') is 3. Zero when end is before start.
 * @throws RangeError for a malformed date.
 */
export function totalDays(startIso: string, endIso: string): number {
  return Math.max(0, calendarDayNumber(endIso) - calendarDayNumber(startIso) + 1);
}

import { calendarDateOf, calendarDayNumber } from './calendar-day-number';
import { totalDays } from './total-days';

/**
 * Every calendar date from `startIso` to `endIso` inclusive, as 'yyyy-MM-dd' in order:
 * ('2026-11-30', '2026-12-02') → ['2026-11-30', '2026-12-01', '2026-12-02']. Empty when end is before start.
 * @throws RangeError for a malformed date.
 */
export function daysInRange(startIso: string, endIso: string): string[] {
  const start = calendarDayNumber(startIso);
  return Array.from({ length: totalDays(startIso, endIso) }, (_, index) => calendarDateOf(start + index));
}

import { calendarDateOf, calendarDayNumber } from './calendar-day-number';

/**
 * The calendar date `days` after `isoDate` ('yyyy-MM-dd'; negative goes back): ('2026-11-30', 2) →
 * '2026-12-02'. Calendar arithmetic on day numbers (no zone: every booking asks for its latest start), so
 * daylight-saving changes elsewhere never shift the result.
 * @throws RangeError for a malformed date.
 */
export function addDays(isoDate: string, days: number): string {
  return calendarDateOf(calendarDayNumber(isoDate) + days);
}

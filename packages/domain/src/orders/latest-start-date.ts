import { addDays } from '../dates/add-days';

/**
 * How far ahead a booking may start, in days after today (Asia/Shanghai): checkout, inventory, a change of
 * days and the date pickers all stop at today + this many days.
 */
export const BOOKING_MAX_DAYS_AHEAD = 90;

/** The last start date ('yyyy-MM-dd') a booking may have when today is `today`: {@link BOOKING_MAX_DAYS_AHEAD} days later. */
export function latestStartDate(today: string): string {
  return addDays(today, BOOKING_MAX_DAYS_AHEAD);
}

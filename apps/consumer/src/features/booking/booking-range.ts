import { ORDER_MAX_DAYS } from '@luggage/api/contract';
import { addDays } from '@luggage/domain/dates';
import { latestStartDate } from '@luggage/domain/orders';

/** Storage dates 'yyyy-MM-dd' (Asia/Shanghai), both included. */
export interface BookingRange {
  startDate: string;
  endDate: string;
  /** The last start date allowed (latestStartDate: BOOKING_MAX_DAYS_AHEAD days after today), the start picker's max. */
  latestStartDate: string;
  /** The last end date allowed for this start (ORDER_MAX_DAYS days in all). */
  latestEndDate: string;
}

/**
 * The range to book from what the traveller chose: start defaults to today, end to the start; a start
 * that has passed since it was chosen (the booking kept overnight) moves to today, one past the latest
 * start to the latest start, and the end stays between the start and the longest booking.
 */
export function bookingRange(chosen: { startDate: string | null; endDate: string | null }, today: string): BookingRange {
  const latestStart = latestStartDate(today);
  const startDate = chosen.startDate === null || chosen.startDate < today ? today : chosen.startDate > latestStart ? latestStart : chosen.startDate;
  const latestEndDate = addDays(startDate, ORDER_MAX_DAYS - 1);
  const end = chosen.endDate ?? startDate;
  const endDate = end < startDate ? startDate : end > latestEndDate ? latestEndDate : end;
  return { startDate, endDate, latestStartDate: latestStart, latestEndDate };
}

import { addDays } from '@luggage/domain/dates';
import { storageDaysRefusals } from '@luggage/domain/orders';

/** The storage days asked for, 'yyyy-MM-dd' each. */
export interface EditRange {
  start: string;
  end: string;
}

/** What is wrong with a change of days, per field; empty when it can be sent. */
export interface EditRangeErrors {
  start?: 'startBeforeToday' | 'startTooFar';
  end?: 'endBeforeStart' | 'tooLong';
  range?: 'unchanged';
}

/** The booked order as the change rule reads it: its days ('yyyy-MM-dd') and their count. */
export interface BookedDays {
  startTime: string;
  endTime: string;
  totalDays: number;
}

/**
 * Checks new storage days against the booking as edit/apply does (the domain's storageDaysRefusals: the
 * start not before `today` (Shanghai) nor after the latest start (BOOKING_MAX_DAYS_AHEAD days ahead), the end not before the start, no more days than booked), each
 * next to its field, and that they are not the booked days themselves.
 */
export function editRangeErrors(range: EditRange, booked: BookedDays, today: string): EditRangeErrors {
  const errors: EditRangeErrors = {};
  // `today` ('yyyy-MM-dd') stands for its 00:00 in Shanghai: the rule's today is the same day.
  for (const refusal of storageDaysRefusals({ startDate: range.start, endDate: range.end }, today, booked.totalDays)) {
    if (refusal.reason === 'startPassed') errors.start = 'startBeforeToday';
    else if (refusal.reason === 'startTooFar') errors.start = 'startTooFar';
    else errors.end = refusal.reason;
  }
  if (range.start === booked.startTime && range.end === booked.endTime) errors.range = 'unchanged';
  return errors;
}

/**
 * The days the form opens on: the booked ones, or, when the booked start has passed, as many days from
 * `today`.
 */
export function initialEditRange(booked: BookedDays, today: string): EditRange {
  if (booked.startTime >= today) return { start: booked.startTime, end: booked.endTime };
  return { start: today, end: addDays(today, booked.totalDays - 1) };
}

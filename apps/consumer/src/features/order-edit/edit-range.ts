import { addDays, totalDays } from '@luggage/domain/dates';

/** The storage days asked for, 'yyyy-MM-dd' each. */
export interface EditRange {
  start: string;
  end: string;
}

/** What is wrong with a change of days, per field; empty when it can be sent. */
export interface EditRangeErrors {
  start?: 'startBeforeToday';
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
 * Checks new storage days against the booking (spec §5 dates, the change-request contract): the start
 * not before `today` (Shanghai), the end not before the start, no more days than booked, and not the
 * booked days themselves.
 */
export function editRangeErrors(range: EditRange, booked: BookedDays, today: string): EditRangeErrors {
  const errors: EditRangeErrors = {};
  if (range.start < today) errors.start = 'startBeforeToday';
  if (range.end < range.start) errors.end = 'endBeforeStart';
  else if (totalDays(range.start, range.end) > booked.totalDays) errors.end = 'tooLong';
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

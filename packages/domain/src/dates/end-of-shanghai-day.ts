import { parseIsoDate } from './iso-date';

/**
 * The instant 24:00 of a calendar date in Asia/Shanghai (= 00:00 of the next day), in epoch milliseconds.
 * Used as an exclusive deadline: an action is allowed while `now < endOfShanghaiDay(date)`.
 * '2026-11-23' → 2026-11-23T16:00:00Z.
 * @throws RangeError for a malformed date.
 */
export function endOfShanghaiDay(isoDate: string): number {
  return parseIsoDate(isoDate).plus({ days: 1 }).toMillis();
}

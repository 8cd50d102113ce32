import { DateTime } from 'luxon';
import { SHANGHAI_ZONE } from './shanghai-zone';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a calendar date 'yyyy-MM-dd' as the start (00:00) of that day in Asia/Shanghai.
 * @throws RangeError for any other shape or an impossible date ('2026-02-30').
 */
export function parseIsoDate(isoDate: string): DateTime<true> {
  const dateTime = DateTime.fromFormat(isoDate, 'yyyy-MM-dd', { zone: SHANGHAI_ZONE });
  if (!ISO_DATE.test(isoDate) || !dateTime.isValid) throw new RangeError(`Invalid date (yyyy-MM-dd): ${isoDate}`);
  return dateTime;
}

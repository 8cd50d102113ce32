import { DateTime } from 'luxon';
import { SHANGHAI_ZONE } from './shanghai-zone';

const YYYYMMDD = /^\d{8}$/;

/**
 * Converts the API's date form 'yyyyMMdd' to a calendar date 'yyyy-MM-dd': '20261123' → '2026-11-23'.
 * @throws RangeError for anything but 8 digits forming a real date ('20260230' is rejected).
 */
export function fromYyyymmdd(yyyymmdd: string): string {
  const dateTime = DateTime.fromFormat(yyyymmdd, 'yyyyMMdd', { zone: SHANGHAI_ZONE });
  if (!YYYYMMDD.test(yyyymmdd) || !dateTime.isValid) throw new RangeError(`Invalid date (yyyyMMdd): ${yyyymmdd}`);
  return dateTime.toISODate();
}

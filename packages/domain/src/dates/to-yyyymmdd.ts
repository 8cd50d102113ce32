import { parseIsoDate } from './iso-date';

/**
 * Converts a calendar date 'yyyy-MM-dd' to the API's query form 'yyyyMMdd': '2026-11-23' → '20261123'.
 * @throws RangeError for a malformed or impossible date.
 */
export function toYyyymmdd(isoDate: string): string {
  return parseIsoDate(isoDate).toFormat('yyyyMMdd');
}

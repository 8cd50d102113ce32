import { DateTime } from 'luxon';

/** Business dates live in this zone whatever the server's or the phone's zone. */
export const BUSINESS_ZONE = 'Asia/Shanghai';

/** Today's date in Shanghai as yyyymmdd, for the instant `now` (ms since epoch). */
export function shanghaiToday(now: number): string {
  return DateTime.fromMillis(now, { zone: BUSINESS_ZONE }).toFormat('yyyyLLdd');
}

/** Every yyyymmdd day from `start` to `end`, both included (empty when end < start). */
export function daysBetween(start: string, end: string): string[] {
  const last = DateTime.fromFormat(end, 'yyyyLLdd', { zone: BUSINESS_ZONE });
  const days: string[] = [];
  for (let day = DateTime.fromFormat(start, 'yyyyLLdd', { zone: BUSINESS_ZONE }); day <= last; day = day.plus({ days: 1 })) {
    days.push(day.toFormat('yyyyLLdd'));
  }
  return days;
}

/** 'yyyymmdd' → 'yyyy-mm-dd' (the form SQL date literals take). */
export function isoDay(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}

import { toShanghaiDateTime, type Instant } from './instant';

/**
 * The calendar date of `now` in Asia/Shanghai as 'yyyy-MM-dd', whatever the device's zone:
 * 2026-11-22T17:30Z is already '2026-11-23' in Shanghai (UTC+8, no daylight saving).
 */
export function shanghaiToday(now: Instant): string {
  return toShanghaiDateTime(now).toISODate();
}

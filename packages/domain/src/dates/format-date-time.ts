import { datePatterns } from './date-formats';
import { toShanghaiDateTime, type Instant } from './instant';

/**
 * A point in time as Shanghai wall time in the app's one date-time format of `language`:
 * '2026-11-26T06:05:00Z' → '26 Nov 2026, 14:05' (English) / '2026年11月26日 14:05' (Chinese), whatever the
 * device's zone and locale. Text that is no point in time is returned as sent.
 */
export function formatDateTime(instant: Instant, language: string): string {
  let time;
  try {
    time = toShanghaiDateTime(instant);
  } catch {
    return String(instant);
  }
  const patterns = datePatterns(language);
  return patterns.withTime(time.setLocale(patterns.locale).toFormat(patterns.date), time.toFormat('HH:mm'));
}

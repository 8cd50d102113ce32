import { datePatterns } from './date-formats';
import { parseIsoDate } from './iso-date';

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** Leave the year out, for compact rows where the year is plain ('26 Nov' / '11月26日'). */
  withoutYear?: boolean;
  /** Add the short weekday ('Thu 26 Nov 2026' / '2026年11月26日 周四'). */
  withWeekday?: boolean;
}

/**
 * A calendar date 'yyyy-MM-dd' (Asia/Shanghai) in the app's one date format of `language`:
 * '2026-11-26' → '26 Nov 2026' (English) / '2026年11月26日' (Chinese, any 'zh…' tag). Whatever the device's
 * zone and locale; text that is no calendar date is returned as sent (a server's odd value stays readable).
 */
export function formatDate(isoDate: string, language: string, { withoutYear = false, withWeekday = false }: FormatDateOptions = {}): string {
  let day;
  try {
    day = parseIsoDate(isoDate);
  } catch {
    return isoDate;
  }
  const patterns = datePatterns(language);
  const localDay = day.setLocale(patterns.locale);
  const text = localDay.toFormat(withoutYear ? patterns.dayMonth : patterns.date);
  return withWeekday ? patterns.withWeekday(text, localDay.toFormat('ccc')) : text;
}

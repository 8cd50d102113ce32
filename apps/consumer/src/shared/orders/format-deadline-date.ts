import { formatDate, shanghaiToday } from '@luggage/domain/dates';

/**
 * The calendar date whose 24:00 (Asia/Shanghai) is `deadline` (ISO 8601), in the app's date format of
 * `language`: '2026-11-23T16:00:00.000Z' → '23 Nov 2026' / '2026年11月23日'. The deadline is 00:00 of the
 * next day, so the date is read one millisecond earlier.
 */
export function formatDeadlineDate(deadline: string, language: string): string {
  const time = Date.parse(deadline);
  return Number.isNaN(time) ? deadline : formatDate(shanghaiToday(time - 1), language);
}

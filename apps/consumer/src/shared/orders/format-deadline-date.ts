import { SHANGHAI_ZONE } from '@luggage/domain/dates';

/**
 * The calendar date whose 24:00 (Asia/Shanghai) is `deadline` (ISO 8601), written in `language`:
 * '2026-11-23T16:00:00.000Z' → 'November 23, 2026' / '2026年11月23日'. The deadline is 00:00 of the next
 * day, so the date is read one millisecond earlier.
 */
export function formatDeadlineDate(deadline: string, language: string): string {
  const lastMoment = new Date(Date.parse(deadline) - 1);
  return new Intl.DateTimeFormat(language, { timeZone: SHANGHAI_ZONE, year: 'numeric', month: 'long', day: 'numeric' }).format(
    lastMoment,
  );
}

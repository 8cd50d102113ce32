/**
 * A statistic day 'yyyy-MM-dd' in `language` with its weekday ('Mon, Nov 23', '11月23日周一'). A calendar
 * date has no time zone, so it is formatted as UTC.
 */
export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year!, month! - 1, day!),
  );
}

/**
 * A summary month 'yyyy-MM' in `language`: 'short' for a chart's axis ('Nov', '11月'), 'long' for text and
 * tables ('November 2026', '2026年11月'). A calendar month has no time zone, so it is formatted as UTC.
 */
export function formatMonth(month: string, language: string, style: 'short' | 'long'): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { month: 'short', timeZone: 'UTC' } : { year: 'numeric', month: 'long', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(Date.UTC(year!, monthNumber! - 1, 1));
}

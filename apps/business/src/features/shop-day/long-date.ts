/**
 * A calendar date 'yyyy-MM-dd' written out in the UI language with its weekday ('Monday, November 23, 2026',
 * '2026年11月23日星期一'). The date is a Shanghai calendar day already, so it is formatted as a UTC day and the
 * device's zone cannot move it; unreadable text is returned as sent.
 */
export function longDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const time = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day);
  if (Number.isNaN(time)) return isoDate;
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(time);
}

/** A calendar day 'yyyy-MM-dd' as a local Date at 00:00 (the calendar's own unit), and back. */
export function isoToDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? Number.NaN, (month ?? Number.NaN) - 1, day);
}

/** The calendar day of a local Date as 'yyyy-MM-dd'. */
export function dayToIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

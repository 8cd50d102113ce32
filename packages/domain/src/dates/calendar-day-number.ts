const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The calendar date 'yyyy-MM-dd' as a day number (days since 1970-01-01), for counting and walking calendar
 * days without a time zone: plain arithmetic, as hot paths (every booking's days) need, where luxon's
 * zoned parsing costs tens of microseconds a date. A calendar day is the same in every zone.
 * @throws RangeError for any other shape or an impossible date ('2026-02-30').
 */
export function calendarDayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  const date = new Date(0);
  if (match) date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!match || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) {
    throw new RangeError(`Invalid date (yyyy-MM-dd): ${isoDate}`);
  }
  return Math.round(date.getTime() / DAY_MS);
}

/** The calendar date 'yyyy-MM-dd' of a day number (calendarDayNumber's inverse). */
export function calendarDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

import { z } from 'zod';

/** True when yyyymmdd names a real calendar day (20240230 does not). */
function isCalendarDay(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as 'yyyymmdd' (an Asia/Shanghai calendar day in the API). */
export const compactDateSchema = z.string().regex(/^\d{8}$/).refine(isCalendarDay);

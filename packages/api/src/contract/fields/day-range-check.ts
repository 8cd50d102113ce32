import { totalDays } from '@luggage/domain/dates';
import { z } from 'zod';

const isoDay = z.iso.date();

/**
 * The refinement of a request carrying a range of days (`startDate`, `endDate`, decoded 'yyyy-MM-dd', both
 * included): endDate on or after startDate and at most `maxDays` days in all, else an issue on endDate.
 * Refinements run even when a day itself is malformed; that day already has its own issue, so the range is
 * left alone.
 */
export function dayRangeCheck(maxDays: number) {
  return ({ startDate, endDate }: { startDate: string; endDate: string }, context: z.RefinementCtx) => {
    if (!isoDay.safeParse(startDate).success || !isoDay.safeParse(endDate).success) return;
    const days = totalDays(startDate, endDate);
    if (days < 1 || days > maxDays) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: `endDate must be on or after startDate, at most ${maxDays} days` });
    }
  };
}

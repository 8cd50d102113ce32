import { z } from 'zod';

/** 'HH:mm' on a 24-hour clock; '24:00' closes at midnight. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** One opening rule of a shop: open from `open` to `close` (local Shanghai time) on `weekdays`. */
export const openingHoursSchema = z.object({
  /** 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)).min(1),
  open: clockTime,
  close: clockTime,
});

/** One opening rule. */
export type OpeningHours = z.infer<typeof openingHoursSchema>;

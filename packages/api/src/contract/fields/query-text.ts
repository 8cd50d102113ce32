import { z } from 'zod';

/** A text parameter, trimmed, between 1 and `max` characters after trimming. */
export function queryText(max: number) {
  return z.string().trim().min(1).max(max);
}

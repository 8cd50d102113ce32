import { z } from 'zod';
import { MAX_DATABASE_ID, NUMERIC_TEXT_PATTERN } from './id-rules';

/** A number as sent in a query string ('12', '-3.5') or as a JSON number; '' and 'abc' are refused. */
const numeric = z.union([z.number(), z.string().regex(NUMERIC_TEXT_PATTERN).transform(Number)]);

/** A number parameter within [min, max]; accepts the query string's text form. */
export function queryNumber(min: number, max: number) {
  return numeric.pipe(z.number().min(min).max(max));
}

/** An integer parameter within [min, max]; accepts the query string's text form. */
export function queryInt(min: number, max: number) {
  return numeric.pipe(z.number().int().min(min).max(max));
}

/** A positive database id (1 … 2^31−1). */
export const idParam = queryInt(1, MAX_DATABASE_ID);

import { toShanghaiDateTime, type Instant } from './instant';

/**
 * How long ago something happened, as a label says it (spec §5): 'justNow' under an hour, whole hours
 * (1–23) under a day, whole days (1–6) under a week, and 7 days for anything older.
 */
export type ElapsedTime = { readonly key: 'justNow' } | { readonly key: 'hoursAgo'; readonly count: number } | { readonly key: 'daysAgo'; readonly count: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Anything a week old or older reads '7 days ago'. */
const MAX_DAYS = 7;

/**
 * The elapsed-time label of `at` seen at `now` (spec §5): under 1 hour 'just now', under 1 day the whole
 * hours, under 7 days the whole days, else 7 days. Counted in elapsed time, not calendar days; a moment
 * after `now` (a clock running behind) is 'just now'.
 * @throws RangeError for an invalid instant.
 */
export function elapsedTime(at: Instant, now: Instant): ElapsedTime {
  const elapsedMs = toShanghaiDateTime(now).toMillis() - toShanghaiDateTime(at).toMillis();
  if (elapsedMs < HOUR_MS) return { key: 'justNow' };
  if (elapsedMs < DAY_MS) return { key: 'hoursAgo', count: Math.floor(elapsedMs / HOUR_MS) };
  return { key: 'daysAgo', count: Math.min(Math.floor(elapsedMs / DAY_MS), MAX_DAYS) };
}

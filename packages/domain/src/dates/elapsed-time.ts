import { toShanghaiDateTime, type Instant } from './instant';

/** How long ago something happened, as an i18n key plus its count. */
export type ElapsedTime =
  | { key: 'justNow' }
  | { key: 'hoursAgo'; count: number }
  | { key: 'daysAgo'; count: number }
  | { key: 'sevenDaysAgo' };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Time elapsed from `then` to `now`: under 1 hour 'justNow'; under 1 day 'hoursAgo' with whole hours (1–23);
 * under 7 days 'daysAgo' with whole 24-hour days (1–6); otherwise 'sevenDaysAgo'.
 * A `then` in the future (clock skew) counts as 'justNow'.
 */
export function elapsedTime(then: Instant, now: Instant): ElapsedTime {
  const elapsedMs = toShanghaiDateTime(now).toMillis() - toShanghaiDateTime(then).toMillis();
  if (elapsedMs < HOUR_MS) return { key: 'justNow' };
  if (elapsedMs < DAY_MS) return { key: 'hoursAgo', count: Math.floor(elapsedMs / HOUR_MS) };
  if (elapsedMs < 7 * DAY_MS) return { key: 'daysAgo', count: Math.floor(elapsedMs / DAY_MS) };
  return { key: 'sevenDaysAgo' };
}

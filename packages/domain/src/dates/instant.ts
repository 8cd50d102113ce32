import { DateTime } from 'luxon';
import { SHANGHAI_ZONE } from './shanghai-zone';

/**
 * A point in time as the domain accepts it: a `Date`, epoch milliseconds, or an ISO 8601 string.
 * An ISO string without an offset ('2026-11-23', '2026-11-23T09:30') is read as Shanghai wall time;
 * one with an offset or 'Z' is read exactly. Every time-dependent function takes `now` as an Instant.
 */
export type Instant = Date | number | string;

/**
 * Converts an {@link Instant} to a luxon DateTime in Asia/Shanghai.
 * @throws RangeError when the value is not a valid point in time (NaN, invalid Date, unparsable string).
 */
export function toShanghaiDateTime(instant: Instant): DateTime<true> {
  const options = { zone: SHANGHAI_ZONE };
  const dateTime =
    typeof instant === 'string'
      ? DateTime.fromISO(instant, options)
      : typeof instant === 'number'
        ? DateTime.fromMillis(instant, options)
        : DateTime.fromJSDate(instant, options);
  if (!dateTime.isValid) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return dateTime;
}

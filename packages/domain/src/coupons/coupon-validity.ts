import { addDays } from '../dates/add-days';
import { endOfShanghaiDay } from '../dates/end-of-shanghai-day';
import { shanghaiToday } from '../dates/shanghai-today';
import { toShanghaiDateTime, type Instant } from '../dates/instant';

/**
 * How long a template's coupons are valid: a fixed window for every copy (from `startTime` included to
 * `endTime` excluded), or `days` days from the moment each copy is issued (see couponValidityPeriod).
 */
export type CouponValidity = { kind: 'window'; startTime: Instant; endTime: Instant } | { kind: 'days'; days: number };

/** An issued coupon's validity in epoch ms: from `startTime` (included) to `endTime` (excluded). */
export interface CouponPeriod {
  startTime: number;
  endTime: number;
}

/**
 * The validity of a coupon issued at `issuedAt`: a window template's window; a 'days' template's copy is
 * valid from its issue to 24:00 Asia/Shanghai of the `days`-th day after the issue day, so a traveller
 * never gets less than `days` whole days and the end is a day they can be told ('valid until 31 Mar'):
 * 30 days issued 1 Mar 12:00 → until 31 Mar 24:00, 30 days left by the §9 formula.
 * @throws RangeError for `days` not a whole number ≥ 1, or a window that ends before it starts.
 */
export function couponValidityPeriod(validity: CouponValidity, issuedAt: Instant): CouponPeriod {
  if (validity.kind === 'window') {
    const startTime = toShanghaiDateTime(validity.startTime).toMillis();
    const endTime = toShanghaiDateTime(validity.endTime).toMillis();
    if (endTime <= startTime) throw new RangeError('A coupon window must end after it starts');
    return { startTime, endTime };
  }
  if (!Number.isInteger(validity.days) || validity.days < 1) throw new RangeError(`Coupon validity must be whole days ≥ 1: ${validity.days}`);
  return { startTime: toShanghaiDateTime(issuedAt).toMillis(), endTime: endOfShanghaiDay(addDays(shanghaiToday(issuedAt), validity.days)) };
}

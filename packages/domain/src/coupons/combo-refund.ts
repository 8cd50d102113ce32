import { toShanghaiDateTime, type Instant } from '../dates/instant';
import { CLIENT_COUPON_STATUS, type ClientCouponStatus } from './client-coupon-status';

/** The facts of a paid combo order (coupon order) that its refund reads. */
export interface ComboRefundFacts {
  /** What the traveller paid for the combo, whole fen > 0. */
  price: number;
  /** The clientCouponStatus of each coupon the order issued, now (0 unused, 1 locked, 2 used, 3 expired). */
  couponStatuses: readonly ClientCouponStatus[];
  /** When its coupons stop being valid (the order's end). */
  endTime: Instant;
}

/** Why a combo order cannot be refunded now: see {@link comboRefund}. */
export type ComboRefundRefusal =
  /** Its validity ended at `endTime` (epoch ms): nothing is refunded after expiry. */
  | { reason: 'expired'; endTime: number }
  /** An entry is locked by an unpaid order: pay or cancel that order first. */
  | { reason: 'couponLocked' }
  /** No unused entry is left (every coupon was used), or the unused share rounds down to 0 fen. */
  | { reason: 'nothingToRefund' };

/** What a combo refund gives back: `amount` fen for `unused` of the `total` coupons. */
export interface ComboRefundAmount {
  amount: number;
  unused: number;
  total: number;
}

/**
 * The refund of a paid combo order at `now` (the rule the contract states): its unused entries (status 0)
 * are refunded at price × unused ÷ total, **rounded down to the fen** (¥40 for 5, 4 unused → ¥32; ¥10
 * for 3, 1 unused → 333 fen), and withdrawn. Refused at or after its end (nothing after expiry), while an
 * entry is locked by an unpaid order, or when it would give back nothing. Used entries stay used.
 * @throws RangeError for a price that is not whole fen > 0, or an order of no coupons.
 */
export function comboRefund(facts: ComboRefundFacts, now: Instant): ComboRefundAmount | ComboRefundRefusal {
  if (!Number.isInteger(facts.price) || facts.price <= 0) throw new RangeError(`A combo price must be whole fen > 0: ${facts.price}`);
  const total = facts.couponStatuses.length;
  if (total === 0) throw new RangeError('A combo order issues at least one coupon');
  const endTime = toShanghaiDateTime(facts.endTime).toMillis();
  if (toShanghaiDateTime(now).toMillis() >= endTime) return { reason: 'expired', endTime };
  if (facts.couponStatuses.includes(CLIENT_COUPON_STATUS.locked)) return { reason: 'couponLocked' };
  const unused = facts.couponStatuses.filter((status) => status === CLIENT_COUPON_STATUS.unused).length;
  const amount = Math.floor((facts.price * unused) / total);
  return amount > 0 ? { amount, unused, total } : { reason: 'nothingToRefund' };
}

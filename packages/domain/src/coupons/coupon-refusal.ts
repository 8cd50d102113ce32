import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { GoodsId } from '../shops/goods';
import { CLIENT_COUPON_STATUS } from './client-coupon-status';
import type { CouponCart } from './coupon-cart';
import { couponDiscount } from './coupon-discount';
import { couponEligibleAmount, isShopInScope } from './coupon-eligible-amount';
import type { UsableCoupon } from './usable-coupon';

/** Why a coupon cannot be used on a booking: see {@link couponRefusal}. */
export type CouponRefusal =
  /** Locked by an unpaid order (1) or used (2): only an unused coupon can be chosen. */
  | { reason: 'notUnused'; clientCouponStatus: 1 | 2 }
  /** Its validity ended at `endTime` (epoch ms). */
  | { reason: 'expired'; endTime: number }
  /** Its validity starts at `startTime` (epoch ms). */
  | { reason: 'notStarted'; startTime: number }
  /** Not good at this shop. */
  | { reason: 'outOfScope'; scope: 'shop' }
  /** Good only for goods `goodsId`, which the booking does not have. */
  | { reason: 'outOfScope'; scope: 'goods'; goodsId: GoodsId }
  /** The amount it applies to (`eligibleAmount`, fen) is below its `minSpend`. */
  | { reason: 'belowMinimum'; minSpend: number; eligibleAmount: number }
  /** It would take nothing off this booking (a percent of an amount under 1 fen, a free booking). */
  | { reason: 'noDiscount' };

/**
 * Why `coupon` cannot be used on `cart` at `now`, or null when it can (and gives couponDiscount > 0).
 * Checked in this order: unused (status 1 or 2 refused; 3 falls to the time check), then its validity at
 * `now` (expired at or after `endTime`, not started before `startTime`), then its scope (the shop, then
 * the goods), then the minimum spend, then that it takes something off. The server refuses with it, the
 * checkout screen explains the same refusal.
 */
export function couponRefusal(coupon: UsableCoupon, cart: CouponCart, now: Instant): CouponRefusal | null {
  const status = coupon.clientCouponStatus;
  if (status === CLIENT_COUPON_STATUS.locked || status === CLIENT_COUPON_STATUS.used) return { reason: 'notUnused', clientCouponStatus: status };
  const nowMs = toShanghaiDateTime(now).toMillis();
  const endTime = toShanghaiDateTime(coupon.endTime).toMillis();
  if (status === CLIENT_COUPON_STATUS.expired || nowMs >= endTime) return { reason: 'expired', endTime };
  const startTime = toShanghaiDateTime(coupon.startTime).toMillis();
  if (nowMs < startTime) return { reason: 'notStarted', startTime };
  if (!isShopInScope(coupon.scope, cart)) return { reason: 'outOfScope', scope: 'shop' };
  const { goodsId } = coupon.scope;
  if (goodsId !== null && !cart.lines.some((line) => line.goodsId === goodsId)) return { reason: 'outOfScope', scope: 'goods', goodsId };
  const eligibleAmount = couponEligibleAmount(coupon.scope, cart);
  if (eligibleAmount < coupon.minSpend) return { reason: 'belowMinimum', minSpend: coupon.minSpend, eligibleAmount };
  return couponDiscount(coupon, cart) > 0 ? null : { reason: 'noDiscount' };
}

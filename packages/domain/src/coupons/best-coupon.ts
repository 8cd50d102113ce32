import { toShanghaiDateTime, type Instant } from '../dates/instant';
import type { CouponCart } from './coupon-cart';
import { couponDiscount } from './coupon-discount';
import { couponRefusal } from './coupon-refusal';
import type { UsableCoupon } from './usable-coupon';

/** A coupon chosen for a booking and what it takes off (fen). */
export interface ChosenCoupon<Coupon extends UsableCoupon> {
  coupon: Coupon;
  discount: number;
}

/**
 * The coupon checkout picks by default for `cart` at `now`: among `coupons` that couponRefusal lets
 * through, the one with the largest discount; on a tie the one ending first (use it before it is lost),
 * then the one listed first. Null when none applies.
 */
export function bestCoupon<Coupon extends UsableCoupon>(coupons: readonly Coupon[], cart: CouponCart, now: Instant): ChosenCoupon<Coupon> | null {
  let best: (ChosenCoupon<Coupon> & { endMs: number }) | null = null;
  for (const coupon of coupons) {
    if (couponRefusal(coupon, cart, now)) continue;
    const candidate = { coupon, discount: couponDiscount(coupon, cart), endMs: toShanghaiDateTime(coupon.endTime).toMillis() };
    if (!best || candidate.discount > best.discount || (candidate.discount === best.discount && candidate.endMs < best.endMs)) best = candidate;
  }
  return best && { coupon: best.coupon, discount: best.discount };
}

import type { CouponCart } from '../coupons/coupon-cart';
import type { CouponTerms } from '../coupons/coupon-terms';
import type { UsableCoupon } from '../coupons/usable-coupon';

/** Test-only: ¥5 off from ¥10 at every shop for both goods, unless overridden. Each call returns a new object. */
export function couponTerms(overrides: Partial<CouponTerms> = {}): CouponTerms {
  return { discount: { kind: 'amount', amountOff: 500 }, minSpend: 1000, scope: { shops: { kind: 'all' }, goodsId: null }, ...overrides };
}

/**
 * Test-only: an unused coupon with {@link couponTerms}, valid in March 2025 (Asia/Shanghai: 1 Mar 00:00
 * to 1 Apr 00:00), unless overridden.
 */
export function usableCoupon(overrides: Partial<UsableCoupon> = {}): UsableCoupon {
  return { ...couponTerms(), clientCouponStatus: 0, startTime: '2025-03-01T00:00:00+08:00', endTime: '2025-04-01T00:00:00+08:00', ...overrides };
}

/** Test-only: a one-day booking at shop 1 in Shanghai (city 1) of a suitcase for ¥16 and a bag for ¥8, unless overridden. */
export function couponCart(overrides: Partial<CouponCart> = {}): CouponCart {
  return {
    storeId: 1,
    cityId: 1,
    lines: [
      { goodsId: 1, amount: 1600, dayPrice: 1600 },
      { goodsId: 2, amount: 800, dayPrice: 800 },
    ],
    ...overrides,
  };
}

import type { CouponCart } from './coupon-cart';
import type { CouponScope } from './coupon-terms';

/** Whether `scope`'s shops include the cart's shop (by id, or by its city). */
export function isShopInScope(scope: CouponScope, cart: Pick<CouponCart, 'storeId' | 'cityId'>): boolean {
  switch (scope.shops.kind) {
    case 'all':
      return true;
    case 'city':
      return scope.shops.cityId === cart.cityId;
    case 'shops':
      return scope.shops.shops.some((shop) => shop.id === cart.storeId);
  }
}

/**
 * The amount (fen) a coupon of `scope` applies to in `cart`: the sum of the lines of its goods (every line
 * when it names none), after the shop's own discount; 0 when the cart's shop is not in its scope. The
 * minimum spend is compared with this amount, and the discount never exceeds it.
 * @throws RangeError for a line amount that is not whole, non-negative fen.
 */
export function couponEligibleAmount(scope: CouponScope, cart: CouponCart): number {
  for (const line of cart.lines) {
    if (!Number.isInteger(line.amount) || line.amount < 0) throw new RangeError(`Line amount must be whole fen ≥ 0: ${line.amount}`);
  }
  if (!isShopInScope(scope, cart)) return 0;
  return cart.lines.filter((line) => scope.goodsId === null || line.goodsId === scope.goodsId).reduce((sum, line) => sum + line.amount, 0);
}

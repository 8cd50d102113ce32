import type { GoodsId } from '../shops/goods';

/**
 * What a coupon takes off, in whole fen: a fixed amount (`amountOff`), `percentOff` percent (1–99) of
 * the amount it applies to, never more than `maxDiscount` (the cap a finance person budgets with), or one
 * item-day (`itemDay`: one item of its goods stored for one day, at the booked shop's discounted price; the
 * coupons of a combo package).
 */
export type CouponDiscount =
  | { kind: 'amount'; amountOff: number }
  | { kind: 'percent'; percentOff: number; maxDiscount: number }
  | { kind: 'itemDay' };

/**
 * The shops a coupon is good at: every shop, the shops of one city, or the listed shops. Extra fields (a
 * city's or a shop's name, as the contract sends them) are allowed and ignored.
 */
export type CouponShopScope = { kind: 'all' } | { kind: 'city'; cityId: number } | { kind: 'shops'; shops: readonly { id: number }[] };

/** Where a coupon is good: its shops, and the goods it discounts (1 suitcase, 2 bag; null for both). */
export interface CouponScope {
  shops: CouponShopScope;
  goodsId: GoodsId | null;
}

/**
 * The terms of a coupon, the same for every copy issued from its template: the discount, the minimum
 * spend (fen, compared with the amount the coupon applies to, see couponEligibleAmount) and the scope.
 */
export interface CouponTerms {
  discount: CouponDiscount;
  minSpend: number;
  scope: CouponScope;
}

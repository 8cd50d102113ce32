/** One goods of a booking as a coupon sees it: what the traveller would pay for it, in fen. */
export interface CouponCartLine {
  goodsId: number;
  /** count × price after the shop's discount × days, in whole fen. */
  amount: number;
  /** The price of one item for one day after the shop's discount, in whole fen: what an item-day coupon takes off. */
  dayPrice: number;
}

/**
 * A priced booking a coupon may be used on: the shop, its city, and each goods' amount after the shop's
 * own discount (the coupon comes on top of it). Build one from a CartPrice with couponCartFromPrice.
 */
export interface CouponCart {
  storeId: number;
  cityId: number;
  lines: readonly CouponCartLine[];
}

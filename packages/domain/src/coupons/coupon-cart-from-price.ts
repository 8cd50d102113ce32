import type { CartPrice } from '../orders/price-cart';
import type { CouponCart } from './coupon-cart';

/**
 * The coupon's view of a booking priced by priceCart / priceBookingCart for `totalDays` days at shop
 * `shop` (its id and city): each line's amount is count × discounted price × days, so the lines add up to
 * the cart's payAmount; its dayPrice is the discounted price of one item for one day.
 */
export function couponCartFromPrice(shop: { storeId: number; cityId: number }, price: Pick<CartPrice, 'lines'>, totalDays: number): CouponCart {
  return {
    storeId: shop.storeId,
    cityId: shop.cityId,
    lines: price.lines.map((line) => ({ goodsId: line.goodsId, amount: line.count * line.discount * totalDays, dayPrice: line.discount })),
  };
}

import type { WantedGoods } from '../inventory/first-short-day';
import type { InventoryDay } from '../inventory/inventory-day';
import { priceCart, type CartPrice } from './price-cart';

/**
 * The price of booking `goodsList` for every one of `days` (the shop's inventory on each day of the
 * booking, in order, so the booking lasts `days.length` days) at a shop charging `discountPercent` of its
 * prices: each line with items at the regular price the first day shows (lines with count 0 left out),
 * discounted and summed as priceCart does (integer fen). Prices are the shop's, never the client's.
 * Ask bookingCartRefusal first.
 * @throws RangeError for a goods the shop does not offer (bookingCartRefusal's 'goodsNotOffered') or no days.
 */
export function priceBookingCart<Line extends WantedGoods>(
  goodsList: readonly Line[],
  days: readonly InventoryDay[],
  discountPercent: number,
): CartPrice<Line & { price: number }> {
  const firstDay = days[0];
  if (!firstDay) throw new RangeError('A booking needs at least one day');
  const lines = goodsList
    .filter((line) => line.count > 0)
    .map((line) => {
      const item = firstDay.inventory.find((candidate) => candidate.goodsId === line.goodsId);
      if (!item) throw new RangeError(`Goods ${line.goodsId} is not offered`);
      return { ...line, price: item.price };
    });
  return priceCart(lines, discountPercent, days.length);
}

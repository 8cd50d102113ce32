import type { InventoryItem } from './inventory-item';

/** Available units per goods id: { 1: 3, 2: 5 }. */
export type GoodsAvailability = Record<number, number>;

/** A day's stock as far as availability goes: an InventoryDay, or capacity minus held units without prices. */
export interface StockDay {
  date: string;
  inventory: readonly Pick<InventoryItem, 'goodsId' | 'count'>[];
}

/**
 * Units of each goods bookable for every one of `days`: the minimum count across the days (spec §4).
 * A goods missing on any day counts 0 for the range; negative counts count 0. Goods that appear on no
 * day are absent from the result, and so is everything when `days` is empty.
 */
export function rangeAvailability(days: readonly StockDay[]): GoodsAvailability {
  const goodsIds = new Set(days.flatMap(({ inventory }) => inventory.map(({ goodsId }) => goodsId)));
  const availability: GoodsAvailability = {};
  for (const goodsId of goodsIds) {
    const counts = days.map(({ inventory }) => inventory.find((item) => item.goodsId === goodsId)?.count ?? 0);
    availability[goodsId] = Math.max(0, Math.min(...counts));
  }
  return availability;
}

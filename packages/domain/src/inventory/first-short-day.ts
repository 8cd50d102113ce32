import { rangeAvailability, type StockDay } from './range-availability';

/** How many items of a goods a booking wants on each of its days. */
export interface WantedGoods {
  goodsId: number;
  count: number;
}

/**
 * The first day (in the order of `days`) and goods without room for `wanted`, or null when every day of
 * the range has room for every line (the range's availability, its minimum across the days, covers each
 * count; see rangeAvailability). Lines with count 0 always fit; a goods missing on a day has no room;
 * no days at all is no shortage.
 */
export function firstShortDay(
  days: readonly StockDay[],
  wanted: readonly WantedGoods[],
): { date: string; goodsId: number } | null {
  const available = rangeAvailability(days);
  const short = wanted.filter((line) => line.count > 0 && (available[line.goodsId] ?? 0) < line.count);
  for (const day of days) {
    for (const line of short) {
      const count = day.inventory.find((item) => item.goodsId === line.goodsId)?.count ?? 0;
      if (count < line.count) return { date: day.date, goodsId: line.goodsId };
    }
  }
  return null;
}

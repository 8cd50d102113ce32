import { daysInRange } from '@luggage/domain/dates';
import { compactDateSchema } from '../contract/fields/compact-date';
import type { StoreInventoryResponse } from '../contract/store/store-inventory';

/** Units left per day, keyed as the request names the day (yyyymmdd), and goods id, e.g. { '20261124': { 1: 2 } }; anything not given has room for 10 suitcases and 20 bags. */
export type StockByDay = Record<string, Partial<Record<1 | 2, number>>>;

/** Regular and discounted price in fen per item per day for each goods. */
export type GoodsPrices = Record<1 | 2, { price: number; discount: number }>;

const DEFAULT_PRICES: GoodsPrices = { 1: { price: 2000, discount: 2000 }, 2: { price: 1500, discount: 1500 } };

/**
 * A valid inventory answer (days 'yyyy-MM-dd', as code has them) for every day from startDate to endDate
 * (yyyymmdd, as the request sent them: a mock's answer reads the request as sent), with suitcases and bags at
 * ¥20.00 and ¥15.00 unless `prices` says otherwise. Each call returns new objects.
 */
export function buildStoreInventory(
  startDate: string,
  endDate: string,
  stock: StockByDay = {},
  prices: GoodsPrices = DEFAULT_PRICES,
): StoreInventoryResponse {
  return {
    days: daysInRange(compactDateSchema.decode(startDate), compactDateSchema.decode(endDate)).map((date) => {
      const left = { 1: 10, 2: 20, ...stock[compactDateSchema.encode(date)] };
      return { date, inventory: ([1, 2] as const).map((goodsId) => ({ goodsId, count: left[goodsId], ...prices[goodsId] })) };
    }),
  };
}

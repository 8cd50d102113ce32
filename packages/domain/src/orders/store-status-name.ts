import { ORDER_STORE_STATUS } from './order-store-status';

/** The name of a known storeStatus value: a key of ORDER_STORE_STATUS. */
export type StoreStatusName = keyof typeof ORDER_STORE_STATUS;

const NAMES = new Map((Object.keys(ORDER_STORE_STATUS) as StoreStatusName[]).map((name) => [ORDER_STORE_STATUS[name], name]));

/**
 * What a storeStatus value means (spec §4), by its ORDER_STORE_STATUS name: 0 'booked', 20 'stored', 30
 * 'completed', 100 'cancelApplied', 110 'editApplied'; null for a value the product does not know.
 */
export function storeStatusName(storeStatus: number): StoreStatusName | null {
  return NAMES.get(storeStatus as (typeof ORDER_STORE_STATUS)[StoreStatusName]) ?? null;
}

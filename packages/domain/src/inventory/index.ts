export { groupInventoryByDay, type InventoryRow } from './group-inventory-by-day';
export type { InventoryDay } from './inventory-day';
export type { InventoryItem } from './inventory-item';
export { rangeAvailability, type GoodsAvailability, type StockDay } from './range-availability';
export { firstShortDay, type WantedGoods } from './first-short-day';

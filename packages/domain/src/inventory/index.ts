export { groupInventoryByDay, type InventoryRow } from './group-inventory-by-day';
export type { InventoryDay } from './inventory-day';
export type { InventoryItem } from './inventory-item';
export { rangeAvailability, type GoodsAvailability } from './range-availability';

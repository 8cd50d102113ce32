import type { InventoryItem } from './inventory-item';

/** One day of a shop's inventory: its date ('yyyy-MM-dd', Asia/Shanghai) and the goods on offer. */
export interface InventoryDay {
  date: string;
  inventory: readonly InventoryItem[];
}

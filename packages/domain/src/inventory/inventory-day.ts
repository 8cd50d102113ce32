import type { InventoryItem } from './inventory-item';

/** One day of a shop's inventory: its date (as the API sent it, 'yyyyMMdd') and the goods on offer. */
export interface InventoryDay {
  date: string;
  inventory: readonly InventoryItem[];
}

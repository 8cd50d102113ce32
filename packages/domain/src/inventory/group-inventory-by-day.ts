import type { InventoryDay } from './inventory-day';
import type { InventoryItem } from './inventory-item';

/** A flat inventory row: one goods on one day. */
export interface InventoryRow extends InventoryItem {
  date: string;
}

/**
 * Groups flat rows (e.g. from the database) into days: one entry per distinct date, dates in ascending
 * string order (which is the days' order for 'yyyy-MM-dd'), goods within a day by ascending goodsId.
 */
export function groupInventoryByDay(rows: readonly InventoryRow[]): InventoryDay[] {
  const byDate = new Map<string, InventoryItem[]>();
  for (const { date, ...item } of rows) {
    const items = byDate.get(date);
    if (items) items.push(item);
    else byDate.set(date, [item]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, inventory]) => ({ date, inventory: inventory.sort((a, b) => a.goodsId - b.goodsId) }));
}

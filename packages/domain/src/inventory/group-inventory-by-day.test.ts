import { describe, expect, it } from 'vitest';
import { groupInventoryByDay, type InventoryRow } from './group-inventory-by-day';
import type { InventoryDay } from './inventory-day';

const row = (date: string, goodsId: number, count: number): InventoryRow => ({ date, goodsId, count, price: 1000, discount: 1000 });
const item = ({ date: _date, ...rest }: InventoryRow) => rest;

describe('groupInventoryByDay', () => {
  it.each<[string, InventoryRow[], InventoryDay[]]>([
    ['no rows', [], []],
    [
      'rows of several days, out of order',
      [row('2026-11-24', 2, 4), row('2026-11-23', 1, 3), row('2026-11-24', 1, 1), row('2026-11-23', 2, 5)],
      [
        { date: '2026-11-23', inventory: [item(row('2026-11-23', 1, 3)), item(row('2026-11-23', 2, 5))] },
        { date: '2026-11-24', inventory: [item(row('2026-11-24', 1, 1)), item(row('2026-11-24', 2, 4))] },
      ],
    ],
    [
      'iso dates across a month end',
      [row('2026-12-01', 1, 2), row('2026-11-30', 1, 6)],
      [
        { date: '2026-11-30', inventory: [item(row('2026-11-30', 1, 6))] },
        { date: '2026-12-01', inventory: [item(row('2026-12-01', 1, 2))] },
      ],
    ],
  ])('%s', (_, rows, expected) => expect(groupInventoryByDay(rows)).toEqual(expected));
});

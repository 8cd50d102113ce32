import { describe, expect, it } from 'vitest';
import type { InventoryItem } from './inventory-item';
import type { InventoryDay } from './inventory-day';
import { rangeAvailability, type GoodsAvailability } from './range-availability';

const item = (goodsId: number, count: number): InventoryItem => ({ goodsId, count, price: 1000, discount: 800 });
const day = (date: string, ...inventory: InventoryItem[]): InventoryDay => ({ date, inventory });

describe('rangeAvailability', () => {
  it.each<[string, InventoryDay[], GoodsAvailability]>([
    ['no days', [], {}],
    ['one day', [day('20261123', item(1, 3), item(2, 5))], { 1: 3, 2: 5 }],
    [
      'the minimum across days',
      [day('20261123', item(1, 3), item(2, 5)), day('20261124', item(1, 1), item(2, 8)), day('20261125', item(1, 4), item(2, 2))],
      { 1: 1, 2: 2 },
    ],
    ['a goods missing on one day counts 0', [day('20261123', item(1, 3), item(2, 5)), day('20261124', item(1, 2))], { 1: 2, 2: 0 }],
    ['a day with no inventory makes everything 0', [day('20261123', item(1, 3)), day('20261124')], { 1: 0 }],
    ['negative counts count 0', [day('20261123', item(1, -2))], { 1: 0 }],
  ])('%s', (_, days, expected) => expect(rangeAvailability(days)).toEqual(expected));
});

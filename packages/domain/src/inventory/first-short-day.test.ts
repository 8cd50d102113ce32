import { describe, expect, it } from 'vitest';
import type { InventoryDay } from './inventory-day';
import { firstShortDay } from './first-short-day';

const day = (date: string, suitcases: number, bags: number): InventoryDay => ({
  date,
  inventory: [
    { goodsId: 1, count: suitcases, price: 2000, discount: 1600 },
    { goodsId: 2, count: bags, price: 1000, discount: 800 },
  ],
});
const range = [day('2025-03-01', 5, 10), day('2025-03-02', 1, 10), day('2025-03-03', 0, 2)];

describe('firstShortDay', () => {
  it('null when the minimum across the days covers every line', () => {
    expect(firstShortDay(range, [{ goodsId: 2, count: 2 }])).toBeNull();
    expect(firstShortDay(range, [{ goodsId: 1, count: 0 }, { goodsId: 2, count: 1 }])).toBeNull();
  });

  it('the first day without room, then the first goods of that day', () => {
    expect(firstShortDay(range, [{ goodsId: 1, count: 1 }])).toEqual({ date: '2025-03-03', goodsId: 1 });
    expect(firstShortDay(range, [{ goodsId: 2, count: 3 }, { goodsId: 1, count: 2 }])).toEqual({ date: '2025-03-02', goodsId: 1 });
  });

  it('a goods the day does not list has no room', () => {
    expect(firstShortDay([{ date: '2025-03-01', inventory: [] }], [{ goodsId: 2, count: 1 }])).toEqual({ date: '2025-03-01', goodsId: 2 });
  });

  it('no days, no shortage', () => {
    expect(firstShortDay([], [{ goodsId: 2, count: 1 }])).toBeNull();
  });
});

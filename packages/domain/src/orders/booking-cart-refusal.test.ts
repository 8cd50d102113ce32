import { describe, expect, it } from 'vitest';
import type { InventoryDay } from '../inventory/inventory-day';
import { bookingCartRefusal, type BookingCartRefusal } from './booking-cart-refusal';

const day = (date: string, suitcases: number, bags: number): InventoryDay => ({
  date,
  inventory: [
    { goodsId: 1, count: suitcases, price: 2000, discount: 1600 },
    { goodsId: 2, count: bags, price: 1000, discount: 800 },
  ],
});
const bagsOnly = (date: string, bags: number): InventoryDay => ({ date, inventory: [{ goodsId: 2, count: bags, price: 1000, discount: 1000 }] });
const days = [day('2025-03-01', 5, 10), day('2025-03-02', 1, 10), day('2025-03-03', 0, 2)];

describe('bookingCartRefusal', () => {
  it.each<[string, { goodsId: number; count: number }[], InventoryDay[], BookingCartRefusal | null]>([
    ['room on every day', [{ goodsId: 2, count: 2 }], days, null],
    ['exactly the last units of the tightest day', [{ goodsId: 2, count: 2 }, { goodsId: 1, count: 0 }], days, null],
    ['one unit more than the tightest day has', [{ goodsId: 2, count: 3 }], days, { reason: 'noRoom', date: '2025-03-03', goodsId: 2 }],
    ['the first short day and goods', [{ goodsId: 2, count: 3 }, { goodsId: 1, count: 2 }], days, { reason: 'noRoom', date: '2025-03-02', goodsId: 1 }],
    ['a goods the shop does not store', [{ goodsId: 1, count: 1 }], [bagsOnly('2025-03-01', 5)], { reason: 'goodsNotOffered', goodsId: 1 }],
    ['a goods the shop does not store, comes before no room', [{ goodsId: 2, count: 9 }, { goodsId: 1, count: 1 }], [bagsOnly('2025-03-01', 5)], { reason: 'goodsNotOffered', goodsId: 1 }],
    ['none of a goods the shop does not store', [{ goodsId: 1, count: 0 }, { goodsId: 2, count: 1 }], [bagsOnly('2025-03-01', 5)], null],
    ['a day without any room (closed)', [{ goodsId: 2, count: 1 }], [day('2025-03-01', 5, 10), day('2025-03-02', 0, 0)], { reason: 'noRoom', date: '2025-03-02', goodsId: 2 }],
  ])('%s → %j', (_, goodsList, inventory, expected) => {
    expect(bookingCartRefusal(goodsList, inventory)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { InventoryDay } from '../inventory/inventory-day';
import { priceBookingCart } from './price-booking-cart';
import { priceCart } from './price-cart';

const day = (date: string): InventoryDay => ({
  date,
  inventory: [
    { goodsId: 1, count: 5, price: 2000, discount: 1600 },
    { goodsId: 2, count: 10, price: 1000, discount: 800 },
  ],
});

describe('priceBookingCart', () => {
  it('prices each line with items at the shop’s regular price for every day, at its discount, as priceCart does', () => {
    const goods = [
      { goodsId: 1 as const, count: 1 },
      { goodsId: 2 as const, count: 2 },
    ];
    // priceCart's own test checks the amounts of this very cart: 2 bags and 1 large item for 2 days at 80%.
    const atShopPrices = [
      { goodsId: 1 as const, count: 1, price: 2000 },
      { goodsId: 2 as const, count: 2, price: 1000 },
    ];
    expect(priceBookingCart(goods, [day('2025-03-01'), day('2025-03-02')], 80)).toEqual(priceCart(atShopPrices, 80, 2));
  });

  it('leaves out lines without items and takes the days from the inventory (one day)', () => {
    expect(priceBookingCart([{ goodsId: 1, count: 0 }, { goodsId: 2, count: 3 }], [day('2025-03-01')], 100)).toEqual({
      lines: [{ goodsId: 2, count: 3, price: 1000, discount: 1000 }],
      orderAmount: 3000,
      discountAmount: 0,
      payAmount: 3000,
    });
  });

  it('ignores a price the cart carries: the shop’s counts', () => {
    expect(priceBookingCart([{ goodsId: 2, count: 1, price: 1 }], [day('2025-03-01')], 100).lines).toEqual([{ goodsId: 2, count: 1, price: 1000, discount: 1000 }]);
  });

  it.each<[string, InventoryDay[]]>([
    ['no days', []],
    ['a goods the shop does not store', [{ date: '2025-03-01', inventory: [] }]],
  ])('throws RangeError for %s', (_, days) => {
    expect(() => priceBookingCart([{ goodsId: 2, count: 1 }], days, 100)).toThrow(RangeError);
  });
});

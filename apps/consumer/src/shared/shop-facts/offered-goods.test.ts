import { describe, expect, it } from 'vitest';
import { offeredGoods } from './offered-goods';

describe('offeredGoods', () => {
  it('lists suitcases then bags with their prices', () => {
    expect(
      offeredGoods([
        { goodsId: 2, count: 5, price: 1500, discount: 1200 },
        { goodsId: 1, count: 3, price: 2000, discount: 2000 },
      ]),
    ).toEqual([
      { goodsId: 1, price: { price: 2000, discounted: null } },
      { goodsId: 2, price: { price: 1500, discounted: 1200 } },
    ]);
  });

  it('leaves out what the shop does not store', () => {
    expect(offeredGoods([{ goodsId: 2, count: 5, price: 1500, discount: 1500 }]).map(({ goodsId }) => goodsId)).toEqual([2]);
    expect(offeredGoods(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';

describe('priceCart', () => {
  it('2 bags and 1 large item for 2 days at 80%', () => {
    expect(
      priceCart(
        [
          { goodsId: 1, count: 1, price: 2000 },
          { goodsId: 2, count: 2, price: 1000 },
        ],
        80,
        2,
      ),
    ).toEqual({
      lines: [
        { goodsId: 1, count: 1, price: 2000, discount: 1600 },
        { goodsId: 2, count: 2, price: 1000, discount: 800 },
      ],
      orderAmount: 8000,
      discountAmount: 1600,
      payAmount: 6400,
    });
  });

  it('rounds the daily price before multiplying', () => {
    expect(priceCart([{ goodsId: 2, count: 3, price: 1005 }], 50, 2)).toMatchObject({ orderAmount: 6030, payAmount: 3018, discountAmount: 3012 });
  });

  it('no discount and no items cost nothing extra', () => {
    expect(priceCart([{ goodsId: 2, count: 0, price: 1500 }], 100, 3)).toMatchObject({ orderAmount: 0, payAmount: 0, discountAmount: 0 });
    expect(priceCart([{ goodsId: 2, count: 1, price: 1500 }], 100, 3)).toMatchObject({ orderAmount: 4500, payAmount: 4500, discountAmount: 0 });
  });
});

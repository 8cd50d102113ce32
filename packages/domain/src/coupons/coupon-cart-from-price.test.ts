import { describe, expect, it } from 'vitest';
import { priceCart } from '../orders/price-cart';
import { couponCartFromPrice } from './coupon-cart-from-price';

describe('couponCartFromPrice', () => {
  it('gives each line count × discounted price × days, adding up to the pay amount, and its discounted price per day', () => {
    const price = priceCart(
      [
        { goodsId: 1, count: 2, price: 2000 },
        { goodsId: 2, count: 1, price: 1005 },
      ],
      80,
      3,
    );
    const cart = couponCartFromPrice({ storeId: 7, cityId: 1 }, price, 3);
    expect(cart).toEqual({
      storeId: 7,
      cityId: 1,
      lines: [
        { goodsId: 1, amount: 2 * 1600 * 3, dayPrice: 1600 },
        { goodsId: 2, amount: 804 * 3, dayPrice: 804 },
      ],
    });
    expect(cart.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price.payAmount);
  });
});

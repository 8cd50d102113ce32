import { describe, expect, it } from 'vitest';
import { estimateTotal } from './estimate-total';

describe('estimateTotal', () => {
  it('charges each item its price for every day', () => {
    expect(
      estimateTotal(
        [
          { count: 1, price: { price: 2000, discounted: null } },
          { count: 2, price: { price: 1500, discounted: null } },
        ],
        3,
      ),
    ).toBe(15000);
  });

  it('uses the discounted price when there is one', () => {
    expect(estimateTotal([{ count: 2, price: { price: 2000, discounted: 1600 } }], 2)).toBe(6400);
  });

  it('is nothing without items', () => {
    expect(estimateTotal([{ count: 0, price: { price: 2000, discounted: null } }], 5)).toBe(0);
  });
});

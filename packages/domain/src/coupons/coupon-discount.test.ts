import { describe, expect, it } from 'vitest';
import { couponCart, couponTerms } from '../test/coupon-factories';
import type { CouponCart } from './coupon-cart';
import { couponDiscount } from './coupon-discount';
import type { CouponTerms } from './coupon-terms';

const percent = (percentOff: number, maxDiscount: number) => ({ kind: 'percent', percentOff, maxDiscount }) as const;
const amount = (amountOff: number) => ({ kind: 'amount', amountOff }) as const;
const bags = (fen: number): Partial<CouponCart> => ({ lines: [{ goodsId: 2, amount: fen, dayPrice: fen }] });
const itemDay = { kind: 'itemDay' } as const;
/** `count` bags at `dayPrice` for `days` days. */
const bagDays = (count: number, dayPrice: number, days: number): Partial<CouponCart> => ({ lines: [{ goodsId: 2, amount: count * dayPrice * days, dayPrice }] });

describe('couponDiscount', () => {
  it.each<[string, Partial<CouponTerms>, Partial<CouponCart>, number]>([
    ['¥5 off a ¥24 booking from ¥10', {}, {}, 500],
    ['¥5 off exactly the minimum', {}, bags(1000), 500],
    ['below the minimum by 1 fen', {}, bags(999), 0],
    ['no minimum, amount off larger than the booking: never more than the booking', { minSpend: 0, discount: amount(2000) }, bags(800), 800],
    ['20 % of ¥24', { minSpend: 0, discount: percent(20, 1000) }, {}, 480],
    ['20 % of ¥100 capped at ¥10', { minSpend: 0, discount: percent(20, 1000) }, bags(10_000), 1000],
    ['20 % of 1003 fen rounds down to 200', { minSpend: 0, discount: percent(20, 1000) }, bags(1003), 200],
    ['15 % of 999 fen rounds down to 149', { minSpend: 0, discount: percent(15, 1000) }, bags(999), 149],
    ['1 % of 99 fen is less than a fen: 0', { minSpend: 0, discount: percent(1, 1000) }, bags(99), 0],
    ['99 % of ¥8', { minSpend: 0, discount: percent(99, 5000) }, bags(800), 792],
    ['a bag coupon counts only the bags', { minSpend: 0, discount: percent(50, 5000), scope: { shops: { kind: 'all' }, goodsId: 2 } }, {}, 400],
    ['a bag coupon: the minimum is compared with the bags only', { minSpend: 1000, scope: { shops: { kind: 'all' }, goodsId: 2 } }, {}, 0],
    ['a suitcase coupon on bags only', { scope: { shops: { kind: 'all' }, goodsId: 1 } }, bags(5000), 0],
    ['a city coupon in its city', { scope: { shops: { kind: 'city', cityId: 1 }, goodsId: null } }, {}, 500],
    ['a city coupon in another city', { scope: { shops: { kind: 'city', cityId: 2 } , goodsId: null } }, {}, 0],
    ['a listed-shops coupon at a listed shop', { scope: { shops: { kind: 'shops', shops: [{ id: 3 }, { id: 1 }] }, goodsId: null } }, {}, 500],
    ['a listed-shops coupon elsewhere', { scope: { shops: { kind: 'shops', shops: [{ id: 3 }] }, goodsId: null } }, {}, 0],
    ['a free booking', { minSpend: 0 }, bags(0), 0],
    ['an empty booking', { minSpend: 0 }, { lines: [] }, 0],
    ['an item-day on one bag for one day: the whole day', { minSpend: 0, discount: itemDay }, bagDays(1, 800, 1), 800],
    ['an item-day on 2 bags for 3 days: one bag-day', { minSpend: 0, discount: itemDay }, bagDays(2, 800, 3), 800],
    ['an item-day at the shop\'s discounted price (¥10 at 80 %)', { minSpend: 0, discount: itemDay }, bagDays(1, 800, 2), 800],
    ['an item-day naming no goods: the dearest item', { minSpend: 0, discount: itemDay }, {}, 1600],
    ['a bag-day on a suitcase and a bag: the bag', { minSpend: 0, discount: itemDay, scope: { shops: { kind: 'all' }, goodsId: 2 } }, {}, 800],
    ['a suitcase-day on bags only', { minSpend: 0, discount: itemDay, scope: { shops: { kind: 'all' }, goodsId: 1 } }, bagDays(1, 800, 1), 0],
    ['a bag-day in another city', { minSpend: 0, discount: itemDay, scope: { shops: { kind: 'city', cityId: 2 }, goodsId: 2 } }, bagDays(1, 800, 1), 0],
    ['a bag-day below its minimum', { minSpend: 1000, discount: itemDay }, bagDays(1, 800, 1), 0],
    ['a bag-day at a free shop', { minSpend: 0, discount: itemDay }, bagDays(1, 0, 1), 0],
    ['a bag-day skips a line of no items', { minSpend: 0, discount: itemDay }, { lines: [{ goodsId: 1, amount: 0, dayPrice: 1600 }, { goodsId: 2, amount: 800, dayPrice: 800 }] }, 800],
  ])('%s', (_, terms, cart, expected) => {
    expect(couponDiscount(couponTerms(terms), couponCart(cart))).toBe(expected);
  });

  it.each<[string, Partial<CouponTerms>, Partial<CouponCart>]>([
    ['a negative amount off', { discount: amount(-500) }, {}],
    ['an amount off of 0', { discount: amount(0) }, {}],
    ['a fractional amount off', { discount: amount(4.5) }, {}],
    ['percent 0', { discount: percent(0, 1000) }, {}],
    ['percent 100', { discount: percent(100, 1000) }, {}],
    ['a fractional percent', { discount: percent(12.5, 1000) }, {}],
    ['a cap of 0', { discount: percent(20, 0) }, {}],
    ['a negative minimum', { minSpend: -1 }, {}],
    ['a negative line', {}, bags(-100)],
    ['a fractional line', {}, bags(100.5)],
    ['a negative day price', { discount: itemDay }, { lines: [{ goodsId: 2, amount: 800, dayPrice: -800 }] }],
    ['a fractional day price', { discount: itemDay }, { lines: [{ goodsId: 2, amount: 800, dayPrice: 800.5 }] }],
  ])('refuses %s', (_, terms, cart) => {
    expect(() => couponDiscount(couponTerms(terms), couponCart(cart))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { couponCart, usableCoupon } from '../test/coupon-factories';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { CouponCart } from './coupon-cart';
import { couponRefusal, type CouponRefusal } from './coupon-refusal';
import type { UsableCoupon } from './usable-coupon';

const NOW = '2025-03-15T12:00:00+08:00';
const START = Date.parse('2025-03-01T00:00:00+08:00');
const END = Date.parse('2025-04-01T00:00:00+08:00');

describe.each(DEVICE_ZONES)('couponRefusal on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, Partial<UsableCoupon>, Partial<CouponCart>, Instant, CouponRefusal | null]>([
    ['an unused coupon in its window', {}, {}, NOW, null],
    ['at its first instant', {}, {}, START, null],
    ['at its last millisecond', {}, {}, END - 1, null],
    ['locked by an unpaid order', { clientCouponStatus: 1 }, {}, NOW, { reason: 'notUnused', clientCouponStatus: 1 }],
    ['used', { clientCouponStatus: 2 }, {}, NOW, { reason: 'notUnused', clientCouponStatus: 2 }],
    ['used and out of its window: used is said first', { clientCouponStatus: 2 }, {}, END + 1, { reason: 'notUnused', clientCouponStatus: 2 }],
    ['expired by status', { clientCouponStatus: 3 }, {}, NOW, { reason: 'expired', endTime: END }],
    ['at its end (24:00 of 31 Mar in Shanghai)', {}, {}, END, { reason: 'expired', endTime: END }],
    // 2025-03-31T16:30Z is still 31 March in UTC, already 1 April in Shanghai.
    ['after its Shanghai end while still the 31st in UTC', {}, {}, Date.parse('2025-03-31T16:30:00Z'), { reason: 'expired', endTime: END }],
    ['before its start', {}, {}, START - 1, { reason: 'notStarted', startTime: START }],
    ['expired and out of scope: expiry first', { scope: { shops: { kind: 'city', cityId: 2 }, goodsId: null } }, {}, END, { reason: 'expired', endTime: END }],
    ['another city', { scope: { shops: { kind: 'city', cityId: 2 }, goodsId: null } }, {}, NOW, { reason: 'outOfScope', scope: 'shop' }],
    ['a shop not listed', { scope: { shops: { kind: 'shops', shops: [{ id: 9 }] }, goodsId: null } }, {}, NOW, { reason: 'outOfScope', scope: 'shop' }],
    ['a bag coupon on suitcases only', { scope: { shops: { kind: 'all' }, goodsId: 2 } }, { lines: [{ goodsId: 1, amount: 3000, dayPrice: 3000 }] }, NOW, { reason: 'outOfScope', scope: 'goods', goodsId: 2 }],
    ['a bag coupon with bags under its minimum', { scope: { shops: { kind: 'all' }, goodsId: 2 } }, {}, NOW, { reason: 'belowMinimum', minSpend: 1000, eligibleAmount: 800 }],
    ['below the minimum', {}, { lines: [{ goodsId: 2, amount: 999, dayPrice: 999 }] }, NOW, { reason: 'belowMinimum', minSpend: 1000, eligibleAmount: 999 }],
    ['a percent worth less than a fen', { minSpend: 0, discount: { kind: 'percent', percentOff: 1, maxDiscount: 100 } }, { lines: [{ goodsId: 2, amount: 50, dayPrice: 50 }] }, NOW, { reason: 'noDiscount' }],
    ['a free booking', { minSpend: 0 }, { lines: [{ goodsId: 2, amount: 0, dayPrice: 0 }] }, NOW, { reason: 'noDiscount' }],
    ['a combo bag-day on a bag', { minSpend: 0, discount: { kind: 'itemDay' }, scope: { shops: { kind: 'city', cityId: 1 }, goodsId: 2 } }, {}, NOW, null],
    ['a combo bag-day on suitcases only', { minSpend: 0, discount: { kind: 'itemDay' }, scope: { shops: { kind: 'city', cityId: 1 }, goodsId: 2 } }, { lines: [{ goodsId: 1, amount: 1600, dayPrice: 1600 }] }, NOW, { reason: 'outOfScope', scope: 'goods', goodsId: 2 }],
    ['a combo bag-day in another city', { minSpend: 0, discount: { kind: 'itemDay' }, scope: { shops: { kind: 'city', cityId: 2 }, goodsId: 2 } }, {}, NOW, { reason: 'outOfScope', scope: 'shop' }],
    ['a combo bag-day at a free shop', { minSpend: 0, discount: { kind: 'itemDay' } }, { lines: [{ goodsId: 2, amount: 0, dayPrice: 0 }] }, NOW, { reason: 'noDiscount' }],
  ])('%s', (_, coupon, cart, now, expected) => {
    expect(couponRefusal(usableCoupon(coupon), couponCart(cart), now)).toEqual(expected);
  });
});

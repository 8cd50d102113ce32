import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { comboRefund, type ComboRefundAmount, type ComboRefundFacts, type ComboRefundRefusal } from './combo-refund';

const NOW = '2026-11-23T12:00:00+08:00';
const END = '2026-12-01T00:00:00+08:00';
const order = (overrides: Partial<ComboRefundFacts> = {}): ComboRefundFacts => ({ price: 4000, couponStatuses: [0, 0, 0, 0, 0], endTime: END, ...overrides });

describe('comboRefund', () => {
  it.each<[string, Partial<ComboRefundFacts>, Instant, ComboRefundAmount | ComboRefundRefusal]>([
    ['all 5 unused: the whole price', {}, NOW, { amount: 4000, unused: 5, total: 5 }],
    ['4 of 5 unused: ¥32 of ¥40', { couponStatuses: [2, 0, 0, 0, 0] }, NOW, { amount: 3200, unused: 4, total: 5 }],
    ['1 of 3 unused of ¥10 rounds down to 333 fen', { price: 1000, couponStatuses: [2, 2, 0] }, NOW, { amount: 333, unused: 1, total: 3 }],
    ['2 of 3 unused of ¥10 rounds down to 666 fen', { price: 1000, couponStatuses: [0, 2, 0] }, NOW, { amount: 666, unused: 2, total: 3 }],
    ['1 fen for 5, 1 unused: nothing to give back', { price: 1, couponStatuses: [2, 2, 2, 2, 0] }, NOW, { reason: 'nothingToRefund' }],
    ['all used', { couponStatuses: [2, 2, 2, 2, 2] }, NOW, { reason: 'nothingToRefund' }],
    ['one locked by an unpaid order', { couponStatuses: [1, 0, 0, 0, 0] }, NOW, { reason: 'couponLocked' }],
    ['a second before its end', {}, '2026-11-30T23:59:59+08:00', { amount: 4000, unused: 5, total: 5 }],
    ['at its end', {}, END, { reason: 'expired', endTime: Date.parse(END) }],
    ['after its end, even with a locked entry', { couponStatuses: [1, 0, 0, 0, 0] }, '2026-12-05T00:00:00+08:00', { reason: 'expired', endTime: Date.parse(END) }],
    ['expired entries (3) are not refunded', { couponStatuses: [3, 0, 0, 0, 0] }, NOW, { amount: 3200, unused: 4, total: 5 }],
  ])('%s', (_, facts, now, expected) => {
    expect(comboRefund(order(facts), now)).toEqual(expected);
  });

  it.each<[string, Partial<ComboRefundFacts>]>([
    ['a price of 0', { price: 0 }],
    ['a negative price', { price: -4000 }],
    ['a fractional price', { price: 39.5 }],
    ['no coupons', { couponStatuses: [] }],
  ])('refuses %s', (_, facts) => {
    expect(() => comboRefund(order(facts), NOW)).toThrow(RangeError);
  });
});

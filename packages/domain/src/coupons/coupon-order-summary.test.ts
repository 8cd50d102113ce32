import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { couponOrderSummary, type CouponOrderSummary, type CouponOrderTimes } from './coupon-order-summary';

const NOW = '2026-11-23T12:00:00+08:00';

const couponOrder = (overrides: Partial<CouponOrderTimes> = {}): CouponOrderTimes => ({
  coupon: ['11-0', '12-1', '13-0'],
  start_time: '2026-11-01T00:00:00+08:00',
  end_time: '2026-11-30T23:59:59+08:00',
  ...overrides,
});

describe('couponOrderSummary', () => {
  it.each<[string, Partial<CouponOrderTimes>, Instant, CouponOrderSummary]>([
    ['a running 30-day order', {}, NOW, { remain: 2, total: 3, day: 7, expire: 30, end_day: '2026-11-30' }],
    [
      'an exclusive 00:00 end',
      { end_time: '2026-12-01T00:00:00+08:00' },
      NOW,
      { remain: 2, total: 3, day: 7, expire: 30, end_day: '2026-12-01' },
    ],
    [
      'an ended order',
      { coupon: ['1-1'] },
      '2026-12-05T00:00:00+08:00',
      { remain: 0, total: 1, day: 0, expire: 30, end_day: '2026-11-30' },
    ],
    [
      'an end late at night in UTC terms (already next day in Shanghai)',
      { start_time: Date.parse('2026-11-22T16:30:00Z'), end_time: Date.parse('2026-12-22T16:30:00Z') },
      NOW,
      { remain: 2, total: 3, day: 29, expire: 30, end_day: '2026-12-23' },
    ],
    [
      'no coupons and an end before the start',
      { coupon: [], start_time: '2026-11-30', end_time: '2026-11-01' },
      NOW,
      { remain: 0, total: 0, day: 0, expire: 0, end_day: '2026-11-01' },
    ],
  ])('%s', (_, overrides, now, expected) => {
    expect(couponOrderSummary(couponOrder(overrides), now)).toEqual(expected);
  });
});

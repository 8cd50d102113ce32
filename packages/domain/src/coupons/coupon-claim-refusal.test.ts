import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { couponClaimRefusal, type CouponClaimRefusal, type CouponOfferFacts } from './coupon-claim-refusal';

const NOW = Date.parse('2025-03-15T12:00:00+08:00');
/** An activity open in March, 30 days from issue, 1000 in stock, one each. */
const offer = (overrides: Partial<CouponOfferFacts> = {}): CouponOfferFacts => ({
  claimStartTime: '2025-03-01T00:00:00+08:00',
  claimEndTime: '2025-04-01T00:00:00+08:00',
  validity: { kind: 'days', days: 30 },
  stock: 1000,
  issued: 10,
  perPersonLimit: 1,
  ...overrides,
});

describe('couponClaimRefusal', () => {
  it.each<[string, Partial<CouponOfferFacts>, number | null, Instant, CouponClaimRefusal | null]>([
    ['open, none held', {}, 0, NOW, null],
    ['open, a guest (not counted)', {}, null, NOW, null],
    ['no claim window, unlimited stock', { claimStartTime: null, claimEndTime: null, stock: null }, 0, NOW, null],
    ['before claims open', {}, 0, '2025-02-28T23:59:59+08:00', { reason: 'claimNotStarted', startTime: Date.parse('2025-03-01T00:00:00+08:00') }],
    ['at the claim end', {}, 0, '2025-04-01T00:00:00+08:00', { reason: 'claimEnded', endTime: Date.parse('2025-04-01T00:00:00+08:00') }],
    [
      'a window coupon whose window ended before the claim end',
      { validity: { kind: 'window', startTime: '2025-03-01', endTime: '2025-03-10' } },
      0,
      NOW,
      { reason: 'claimEnded', endTime: Date.parse('2025-03-10T00:00:00+08:00') },
    ],
    ['a window coupon, no claim end, window still running', { claimEndTime: null, validity: { kind: 'window', startTime: '2025-03-01', endTime: '2025-03-20' } }, 0, NOW, null],
    ['one held of one', {}, 1, NOW, { reason: 'limitReached', limit: 1 }],
    ['two held of three', { perPersonLimit: 3 }, 2, NOW, null],
    ['three held of three', { perPersonLimit: 3 }, 3, NOW, { reason: 'limitReached', limit: 3 }],
    ['the last copy', { issued: 999 }, 0, NOW, null],
    ['all issued', { issued: 1000 }, 0, NOW, { reason: 'outOfStock' }],
    ['stock 0', { stock: 0, issued: 0 }, 0, NOW, { reason: 'outOfStock' }],
    ['all issued and one held: the limit is said first', { issued: 1000 }, 1, NOW, { reason: 'limitReached', limit: 1 }],
    ['all issued and ended: the end is said first', { issued: 1000 }, 1, '2025-04-02T00:00:00+08:00', { reason: 'claimEnded', endTime: Date.parse('2025-04-01T00:00:00+08:00') }],
  ])('%s', (_, overrides, claimed, now, expected) => {
    expect(couponClaimRefusal(offer(overrides), claimed, now)).toEqual(expected);
  });
});

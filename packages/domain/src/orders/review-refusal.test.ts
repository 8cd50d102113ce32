import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { OrderFacts } from './order-facts';
import { reviewRefusal, type ReviewRefusal } from './review-refusal';

type Facts = Pick<OrderFacts, 'status' | 'hasReview' | 'startTime'>;
const order = (facts: Partial<Facts> = {}): Facts => ({ status: 'paid', hasReview: false, startTime: '2026-11-23', ...facts });

describe.each(DEVICE_ZONES)('reviewRefusal on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, Facts, Instant, ReviewRefusal | null]>([
    ['the day before its start', order(), '2026-11-22T23:59:59+08:00', { reason: 'notYet' }],
    ['exactly 00:00 of its start day', order(), '2026-11-23T00:00:00+08:00', { reason: 'notYet' }],
    ['a second into its start day', order(), '2026-11-23T00:00:01+08:00', null],
    ['days later', order(), '2026-12-01T09:00:00+08:00', null],
    // 16:30Z on the 22nd is 00:30 on the 23rd in Shanghai.
    ['16:30 UTC the day before, already its start day in Shanghai', order(), Date.parse('2026-11-22T16:30:00Z'), null],
    ['reviewed already', order({ hasReview: true }), '2026-11-24T09:00:00+08:00', { reason: 'reviewed' }],
    ['reviewed already, before its start', order({ hasReview: true }), '2026-11-22T09:00:00+08:00', { reason: 'reviewed' }],
    ['unpaid', order({ status: 'unpaid' }), '2026-11-24T09:00:00+08:00', { reason: 'notPaid' }],
    ['refunded after a review', order({ status: 'refunded', hasReview: true }), '2026-11-24T09:00:00+08:00', { reason: 'notPaid' }],
  ])('%s → %j', (_, facts, now, expected) => {
    expect(reviewRefusal(facts, now)).toEqual(expected);
  });
});

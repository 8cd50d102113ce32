import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { couponRemainingDays } from './coupon-remaining-days';

const NOW = Date.parse('2026-11-23T12:00:00+08:00');
const HOUR = 3_600_000;

describe('couponRemainingDays', () => {
  it.each<[string, Instant, number]>([
    ['ended a day ago', NOW - 24 * HOUR, 0],
    ['ends now', NOW, 0],
    ['23 h left', NOW + 23 * HOUR, 0],
    ['exactly 1 day left', NOW + 24 * HOUR, 1],
    ['36 h left', NOW + 36 * HOUR, 1],
    ['30 days minus 1 ms', NOW + 30 * 24 * HOUR - 1, 29],
    ['an ISO end time', '2026-12-01T12:00:00+08:00', 8],
    ['a Date end time', new Date('2026-11-25T04:00:00Z'), 2],
  ])('%s → %i', (_, end, expected) => expect(couponRemainingDays(end, NOW)).toBe(expected));
});

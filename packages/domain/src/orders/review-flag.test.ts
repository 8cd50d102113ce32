import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { reviewFlag } from './review-flag';

const NOW = '2026-11-23T12:00:00+08:00';

describe('reviewFlag', () => {
  it.each<[string, boolean, Instant, boolean]>([
    ['reviewed, start in the future', true, '2026-11-24T09:00:00+08:00', true],
    ['reviewed, start past', true, '2026-11-22T09:00:00+08:00', true],
    ['not reviewed, start past', false, '2026-11-23T11:59:59+08:00', true],
    ['not reviewed, start exactly now', false, NOW, false],
    ['not reviewed, start in the future', false, '2026-11-23T12:00:01+08:00', false],
    ['not reviewed, start past given in epoch ms', false, Date.parse('2026-11-23T03:00:00Z'), true],
  ])('%s → %s', (_, hasReview, startTime, expected) => {
    expect(reviewFlag({ hasReview, startTime }, NOW)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { applicationRefund } from './application-refund';

describe('applicationRefund', () => {
  it.each([
    [4800, 30, 3360],
    [4800, 0, 4800],
    [4800, 100, 0],
    // Half a fen goes to the traveller: 1005 × 50 % = 502.5 → 503 back, 502 kept.
    [1005, 50, 503],
    [1, 50, 1],
    [3, 33, 2],
    [0, 20, 0],
  ])('%i fen paid, %i %% forfeited → %i fen back', (paid, part, refund) => {
    expect(applicationRefund(paid, part)).toBe(refund);
  });
});

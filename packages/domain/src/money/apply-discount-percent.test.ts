import { describe, expect, it } from 'vitest';
import { INVALID_FEN_AND_PERCENT } from '../test/invalid-money';
import { applyDiscountPercent } from './apply-discount-percent';

describe('applyDiscountPercent', () => {
  it.each([
    [1000, 100, 1000],
    [1000, 80, 800],
    [1000, 0, 0],
    [1005, 50, 503],
    [1003, 50, 502],
    [999, 85, 849],
    [1000, 85.5, 855],
    [0, 80, 0],
  ])('%i fen at %s%% → %i fen', (fen, percent, expected) => {
    expect(applyDiscountPercent(fen, percent)).toBe(expected);
  });

  it.each(INVALID_FEN_AND_PERCENT)('rejects %s fen at %s%%', (fen, percent) => {
    expect(() => applyDiscountPercent(fen, percent)).toThrow(RangeError);
  });
});

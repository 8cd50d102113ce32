import { describe, expect, it } from 'vitest';
import { INVALID_FEN_AND_PERCENT } from '../test/invalid-money';
import { applicationMoney } from './application-money';

describe('applicationMoney', () => {
  it.each([
    [4800, 30, 3360, 1440],
    [4800, 20, 3840, 960],
    [4800, 0, 4800, 0],
    [4800, 100, 0, 4800],
    // Half a fen goes to the traveller: 1005 × 50 % = 502.5 → 503 back, 502 kept.
    [1005, 50, 503, 502],
    [1, 50, 1, 0],
    [3, 33, 2, 1],
    [0, 20, 0, 0],
    [6000, 20, 4800, 1200],
    [6000, 100, 0, 6000],
    [6000, 0, 6000, 0],
  ])('%i fen paid, %i %% forfeited → %i back, %i kept', (paid, part, refund, forfeit) => {
    expect(applicationMoney(paid, part)).toEqual({ refund, forfeit });
  });

  it.each(INVALID_FEN_AND_PERCENT)('throws RangeError for %s fen at %s %%', (paid, part) => {
    expect(() => applicationMoney(paid, part)).toThrow(RangeError);
  });
});

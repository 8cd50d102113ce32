import { describe, expect, it } from 'vitest';
import { applicationMoney } from './application-money';

describe('applicationMoney', () => {
  it.each([
    [6000, 20, 4800, 1200],
    [6000, 100, 0, 6000],
    [6000, 0, 6000, 0],
    // Half a fen goes to the traveller, as the server refunds it.
    [1005, 50, 503, 502],
  ])('%i fen paid, %i %% forfeited → %i back, %i kept', (paid, part, refund, forfeit) => {
    expect(applicationMoney(paid, part)).toEqual({ refund, forfeit });
  });
});

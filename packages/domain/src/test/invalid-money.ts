/**
 * Test-only: an amount in fen and a percent that the money rules refuse with RangeError: an amount that
 * is not whole fen, a percent below 0, above 100 or not a number.
 */
export const INVALID_FEN_AND_PERCENT: [fen: number, percent: number][] = [
  [100.5, 80],
  [1000, -1],
  [1000, 101],
  [1000, Number.NaN],
];

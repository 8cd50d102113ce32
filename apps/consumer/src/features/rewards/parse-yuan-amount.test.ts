import { describe, expect, it } from 'vitest';
import { parseYuanAmount } from './parse-yuan-amount';

describe('parseYuanAmount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 0.05 ', 5],
    ['1.', 100],
    ['0.29', 29],
    ['10.07', 1007],
  ])('%s yuan → %i fen', (text, fen) => {
    expect(parseYuanAmount(text)).toBe(fen);
  });

  it.each(['', '.5', '-1', '1.234', '1e3', '¥5', 'abc', '1,000'])('%s is no amount', (text) => {
    expect(parseYuanAmount(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatYuan } from './format-yuan';

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [1250, '12.50'],
    [5, '0.05'],
    [100000, '1000.00'],
    [-300, '-3.00'],
  ])('%i fen → %s', (fen, text) => expect(formatYuan(fen)).toBe(text));
});

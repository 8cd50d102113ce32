import { describe, expect, it } from 'vitest';
import { formatYuanShort } from './format-yuan-short';

describe('formatYuanShort', () => {
  it.each([
    [800, '8'],
    [850, '8.5'],
    [805, '8.05'],
    [0, '0'],
    [1200, '12'],
    [100000, '1000'],
  ])('%i fen → %s', (fen, text) => expect(formatYuanShort(fen)).toBe(text));
});

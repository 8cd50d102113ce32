import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode } from './normalise-voucher-code';

describe('normaliseVoucherCode', () => {
  it.each([
    ['7KQ2M9XD', '7KQ2M9XD'],
    ['7kq2 m9xd', '7KQ2M9XD'],
    [' 7KQ2-M9XD ', '7KQ2M9XD'],
    ['7kq2\tm9-x d', '7KQ2M9XD'],
  ])('%j → %s', (text, code) => {
    expect(normaliseVoucherCode(text)).toBe(code);
  });

  it.each(['', '7KQ2M9X', '7KQ2M9XDE', '7KQ2M9X!', '7KQ2_M9XD'])('%j is not a code', (text) => {
    expect(normaliseVoucherCode(text)).toBeNull();
  });
});

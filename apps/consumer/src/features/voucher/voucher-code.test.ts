import { describe, expect, it } from 'vitest';
import { groupVoucherCode } from './voucher-code';

describe('groupVoucherCode', () => {
  it.each([
    ['7KQ2M9XD', '7KQ2 M9XD'],
    ['ABC', 'ABC'],
    ['', ''],
  ])('%s → "%s"', (code, grouped) => {
    expect(groupVoucherCode(code)).toBe(grouped);
  });
});

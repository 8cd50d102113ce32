import { describe, expect, it } from 'vitest';
import { applyCancelValue, DEFAULT_APPLY_CANCEL } from './apply-cancel-value';

describe('applyCancelValue', () => {
  it('defaults to 20', () => {
    expect(DEFAULT_APPLY_CANCEL).toBe(20);
    expect(applyCancelValue()).toBe('part20');
  });

  it.each([
    [0, 'part0'],
    [50, 'part50'],
    [100, 'part100'],
  ])('%i → %s', (n, expected) => expect(applyCancelValue(n)).toBe(expected));

  it.each([-1, 2.5, Number.NaN])('rejects %s', (n) => expect(() => applyCancelValue(n)).toThrow(RangeError));
});

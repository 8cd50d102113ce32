import { describe, expect, it } from 'vitest';
import { toastReadingMs } from './toast-reading-ms';

describe('toastReadingMs', () => {
  it('gives a short text less than the spec minimum, so the minimum rules', () => {
    expect(toastReadingMs('saved')).toBeLessThan(1500);
  });

  it('gives a long refusal time to be read, in both languages', () => {
    expect(toastReadingMs('this phone is not registered as shop staff, please ask the shop owner to invite you')).toBe(500 + 83 * 60);
    // 19 Chinese characters and a comma, each read slower than a Latin letter.
    expect(toastReadingMs('该手机号不是店铺员工，请联系店主邀请您')).toBe(500 + 19 * 125);
  });

  it('never keeps a toast more than 7 s', () => {
    expect(toastReadingMs('x'.repeat(1000))).toBe(7000);
  });
});

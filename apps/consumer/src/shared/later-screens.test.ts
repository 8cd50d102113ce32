import { describe, expect, it } from 'vitest';
import { isScreenBuilt } from './later-screens';

describe('isScreenBuilt', () => {
  it('is true for the built screens', () => {
    expect(isScreenBuilt('/orders')).toBe(true);
    expect(isScreenBuilt('/shop/3?step=2')).toBe(true);
    expect(isScreenBuilt('/safe')).toBe(true);
    expect(isScreenBuilt('/coupons')).toBe(true);
    expect(isScreenBuilt('/coupon?id=2')).toBe(true);
    expect(isScreenBuilt('/comments?storeId=1')).toBe(true);
    expect(isScreenBuilt('/combo/3')).toBe(true);
    expect(isScreenBuilt('/combo/orders')).toBe(true);
    expect(isScreenBuilt('/bill/12')).toBe(true);
    expect(isScreenBuilt('/cash?tab=withdrawals')).toBe(true);
    expect(isScreenBuilt('/qrcode')).toBe(true);
    expect(isScreenBuilt('/withdraw')).toBe(true);
    expect(isScreenBuilt('/verify')).toBe(true);
    expect(isScreenBuilt('/nocode?from=qrcode')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order-status';
import { isReviewOffered, voucherState, type VoucherState } from './voucher-state';

describe('voucherState', () => {
  it.each<[OrderStatus, number, VoucherState]>([
    ['unpaid', 0, 'unpaid'],
    ['paid', 0, 'live'],
    ['paid', 100, 'live'],
    ['paid', 110, 'live'],
    ['paid', 20, 'stored'],
    ['paid', 30, 'completed'],
    ['cancelled', 0, 'closed'],
    ['lapsed', 0, 'closed'],
    ['refunding', 0, 'closed'],
    ['refunded', 0, 'closed'],
  ])('%s with storeStatus %i → %s', (status, storeStatus, expected) => {
    expect(voucherState({ status, storeStatus })).toBe(expected);
  });
});

describe('isReviewOffered', () => {
  it.each<[string, OrderStatus, number, boolean, boolean]>([
    ['stored, not reviewed', 'paid', 20, false, true],
    ['picked up, not reviewed', 'paid', 30, false, true],
    ['picked up, reviewed', 'paid', 30, true, false],
    ['booked, never brought', 'paid', 0, false, false],
    ['cancellation applied', 'paid', 100, false, false],
    ['refunded', 'refunded', 0, false, false],
  ])('%s → %s', (_case, status, storeStatus, hasReview, expected) => {
    expect(isReviewOffered({ status, storeStatus, hasReview })).toBe(expected);
  });
});

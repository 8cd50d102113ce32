import { buildOrderListItem } from '@luggage/api/mocks';
import { describe, expect, it } from 'vitest';
import { orderStatusKey } from './order-status';

describe('orderStatusKey', () => {
  it.each([
    ['unpaid', 0, 'unpaid'],
    ['lapsed', 0, 'lapsed'],
    ['cancelled', 0, 'cancelled'],
    ['refunding', 0, 'refunding'],
    ['refunded', 0, 'refunded'],
    ['paid', 0, 'paid'],
    ['paid', 20, 'stored'],
    ['paid', 30, 'completed'],
    ['paid', 100, 'cancelApplied'],
    ['paid', 110, 'editApplied'],
  ] as const)('%s with storeStatus %i is %s', (status, storeStatus, key) => {
    expect(orderStatusKey(buildOrderListItem({ status, storeStatus }))).toBe(key);
  });
});

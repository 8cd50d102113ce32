import { describe, expect, it } from 'vitest';
import { ORDER_STORE_STATUS } from './order-store-status';
import { storeStatusName } from './store-status-name';

describe('ORDER_STORE_STATUS', () => {
  it.each([
    ['booked', ORDER_STORE_STATUS.booked, 0],
    ['stored', ORDER_STORE_STATUS.stored, 20],
    ['completed', ORDER_STORE_STATUS.completed, 30],
    ['cancelApplied', ORDER_STORE_STATUS.cancelApplied, 100],
    ['editApplied', ORDER_STORE_STATUS.editApplied, 110],
  ])('%s is %i', (_, actual, expected) => expect(actual).toBe(expected));
});

describe('storeStatusName', () => {
  it.each([
    [0, 'booked'],
    [20, 'stored'],
    [30, 'completed'],
    [100, 'cancelApplied'],
    [110, 'editApplied'],
    [10, null],
    [-1, null],
    [20.5, null],
  ])('%s → %s', (storeStatus, expected) => expect(storeStatusName(storeStatus)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { orderStateKey } from './order-state-key';

describe('orderStateKey', () => {
  it.each([
    [0, 'booked'],
    [20, 'stored'],
    [30, 'completed'],
    [100, 'cancelApplied'],
    [110, 'editApplied'],
    [7, 'booked'],
  ])('storeStatus %i → %s', (storeStatus, expected) => expect(orderStateKey(storeStatus)).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import { countUnusedCoupons } from './count-unused-coupons';

describe('countUnusedCoupons', () => {
  it.each<[string[], number]>([
    [[], 0],
    [['1-0'], 1],
    [['1-0', '2-1', '3-0', '4-2'], 2],
    [['1-1', '2-2'], 0],
    [['1-00', '2-10'], 1],
    [['bad', '5-0'], 1],
  ])('%j → %i', (list, expected) => expect(countUnusedCoupons(list)).toBe(expected));
});

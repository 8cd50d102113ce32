import { describe, expect, it } from 'vitest';
import { parseCouponStates, type CouponState } from './parse-coupon-states';

describe('parseCouponStates', () => {
  it.each<[string, string[], CouponState[]]>([
    ['nothing', [], []],
    [
      'id-state pairs',
      ['1203-0', '1204-1', '1205-2'],
      [
        { id: '1203', state: 0 },
        { id: '1204', state: 1 },
        { id: '1205', state: 2 },
      ],
    ],
    ['an id containing a dash', ['A-17-0'], [{ id: 'A-17', state: 0 }]],
    ['surrounding spaces', [' 9-1 '], [{ id: '9', state: 1 }]],
    ['malformed entries skipped', ['12', '12-', '-0', '12-x', '12-1.5', '', '7-0'], [{ id: '7', state: 0 }]],
  ])('%s', (_, list, expected) => expect(parseCouponStates(list)).toEqual(expected));
});

import { describe, expect, it } from 'vitest';
import { orderIdSchema } from '../entities/order';
import { databaseId, ORDER_ID_PATTERN } from './id-rules';
import { idParam } from './query-number';

describe('databaseId', () => {
  it.each([
    ['12', 12],
    [12, 12],
    ['12.0', 12],
    ['0012', 12],
    ['2147483647', 2_147_483_647],
  ])('reads %j as %j', (value, id) => {
    expect(databaseId(value)).toBe(id);
  });

  it.each(['', 'abc', '0', '-1', '1.5', '2147483648', ' 1', '1e3', 'Infinity', 0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])(
    'refuses %j',
    (value) => {
      expect(databaseId(value)).toBeUndefined();
    },
  );

  it('agrees with the contract’s idParam on every one of these', () => {
    for (const value of ['12', 12, '12.0', '0012', '2147483647', '', 'abc', '0', '-1', '1.5', '2147483648', ' 1', '1e3', 0, 1.5]) {
      const parsed = idParam.safeParse(value);
      expect(databaseId(value), String(value)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});

describe('ORDER_ID_PATTERN', () => {
  it('takes what orderIdSchema takes', () => {
    for (const value of ['1', '123456789012345678', '0', '01', '1234567890123456789', '-1', '1a', '']) {
      expect(ORDER_ID_PATTERN.test(value), value).toBe(orderIdSchema.safeParse(value).success);
    }
  });
});

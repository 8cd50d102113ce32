import { DEFAULT_SMS_COUNTRIES } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { offeredCallingCodes } from './calling-codes';

describe('offeredCallingCodes', () => {
  it('offers the mainland, Hong Kong, Macao and Taiwan by default', () => {
    expect(offeredCallingCodes(DEFAULT_SMS_COUNTRIES).map((entry) => entry.region)).toEqual(['CN', 'HK', 'MO', 'TW']);
  });

  it('follows the server’s list in the picker’s order, leaving out codes it has no region for', () => {
    expect(offeredCallingCodes(['44', '86', '999']).map((entry) => entry.code)).toEqual(['86', '44']);
  });
});

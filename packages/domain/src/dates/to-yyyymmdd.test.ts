import { describe, expect, it } from 'vitest';
import { toYyyymmdd } from './to-yyyymmdd';

describe('toYyyymmdd', () => {
  it.each([
    ['2026-11-23', '20261123'],
    ['2027-01-01', '20270101'],
    ['2028-02-29', '20280229'],
  ])('%s → %s', (iso, expected) => expect(toYyyymmdd(iso)).toBe(expected));

  it.each(['20261123', '2026-2-3', '2026-02-30', '2026-11-23T10:00', ''])('rejects %j', (input) => {
    expect(() => toYyyymmdd(input)).toThrow(RangeError);
  });
});

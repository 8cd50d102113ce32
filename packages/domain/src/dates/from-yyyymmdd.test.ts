import { describe, expect, it } from 'vitest';
import { fromYyyymmdd } from './from-yyyymmdd';
import { toYyyymmdd } from './to-yyyymmdd';

describe('fromYyyymmdd', () => {
  it.each([
    ['20261123', '2026-11-23'],
    ['20270101', '2027-01-01'],
    ['20280229', '2028-02-29'],
  ])('%s → %s', (yyyymmdd, expected) => {
    expect(fromYyyymmdd(yyyymmdd)).toBe(expected);
    expect(toYyyymmdd(fromYyyymmdd(yyyymmdd))).toBe(yyyymmdd);
  });

  it.each(['2026-11-23', '2026113', '20270229', '20261301', '202611230', ''])('rejects %j', (input) => {
    expect(() => fromYyyymmdd(input)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compactDateSchema } from './compact-date';

describe('compactDateSchema', () => {
  it.each([
    ['20261123', '2026-11-23'],
    ['20270101', '2027-01-01'],
    ['20280229', '2028-02-29'],
  ])('decodes the wire day %s into the ISO day %s code handles, and encodes it back', (wire, day) => {
    expect(z.decode(compactDateSchema, wire)).toBe(day);
    expect(compactDateSchema.parse(wire)).toBe(day);
    expect(z.encode(compactDateSchema, day)).toBe(wire);
  });

  it.each([
    ['not a calendar day', '20250230'],
    ['not a leap year', '20270229'],
    ['month 13', '20261301'],
    ['the ISO form', '2026-11-23'],
    ['seven digits', '2026113'],
    ['nine digits', '202611230'],
    ['empty', ''],
  ])('refuses to decode %s (%j)', (_name, wire) => {
    expect(compactDateSchema.safeParse(wire).success).toBe(false);
  });

  it.each([
    ['not a calendar day', '2026-02-30'],
    ['the wire form', '20261123'],
    ['unpadded', '2026-2-3'],
    ['a time', '2026-11-23T10:00'],
    ['empty', ''],
  ])('refuses to encode %s (%j)', (_name, day) => {
    expect(compactDateSchema.safeEncode(day).success).toBe(false);
  });

  it('names the field of a refused day, as the server answers it', () => {
    const request = z.object({ startDate: compactDateSchema, endDate: compactDateSchema });
    const result = request.safeParse({ startDate: '20250301', endDate: '20250230' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['endDate']]);
  });
});

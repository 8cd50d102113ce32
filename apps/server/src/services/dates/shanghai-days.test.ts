import { describe, expect, it } from 'vitest';
import { daysBetween, isoDay, shanghaiToday } from './shanghai-days';

describe('shanghaiToday', () => {
  it.each([
    ['2025-03-01T15:59:59Z', '20250301'],
    ['2025-03-01T16:00:00Z', '20250302'],
    ['2024-12-31T16:30:00Z', '20250101'],
  ])('%s → %s', (instant, expected) => expect(shanghaiToday(Date.parse(instant))).toBe(expected));
});

describe('daysBetween', () => {
  it('includes both ends and crosses month ends', () => {
    expect(daysBetween('20250227', '20250302')).toEqual(['20250227', '20250228', '20250301', '20250302']);
  });
  it('is empty when the end is before the start', () => expect(daysBetween('20250302', '20250301')).toEqual([]));
});

describe('isoDay', () => {
  it('adds dashes', () => expect(isoDay('20250301')).toBe('2025-03-01'));
});

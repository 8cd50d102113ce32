import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { shanghaiToday } from './shanghai-today';

describe.each(DEVICE_ZONES)('shanghaiToday on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each([
    ['2026-11-22T15:59:59.999Z', '2026-11-22'],
    ['2026-11-22T16:00:00Z', '2026-11-23'],
    ['2026-11-22T17:30:00Z', '2026-11-23'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2026-03-29T01:30:00Z', '2026-03-29'],
  ])('%s → %s', (iso, expected) => {
    expect(shanghaiToday(new Date(iso))).toBe(expected);
    expect(shanghaiToday(Date.parse(iso))).toBe(expected);
  });
});

describe('shanghaiToday across the day it answered last', () => {
  it('answers the next day from its first millisecond, and the day before again', () => {
    const midnight = Date.parse('2026-11-22T16:00:00Z');
    expect(shanghaiToday(midnight - 1)).toBe('2026-11-22');
    expect(shanghaiToday(midnight - 1000)).toBe('2026-11-22');
    expect(shanghaiToday(midnight)).toBe('2026-11-23');
    expect(shanghaiToday(midnight + 86_399_999)).toBe('2026-11-23');
    expect(shanghaiToday(midnight + 86_400_000)).toBe('2026-11-24');
    expect(shanghaiToday(midnight - 1)).toBe('2026-11-22');
  });

  it('still refuses an invalid instant after a valid one', () => {
    shanghaiToday(Date.parse('2026-11-22T16:00:00Z'));
    expect(() => shanghaiToday(Number.NaN)).toThrow(RangeError);
    expect(() => shanghaiToday(new Date(Number.NaN))).toThrow(RangeError);
  });
});

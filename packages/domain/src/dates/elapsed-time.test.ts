import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { elapsedTime, type ElapsedTime } from './elapsed-time';

describe.each(DEVICE_ZONES)('elapsedTime on a device in %s', (zone) => {
  useDeviceZone(zone);

  const now = '2026-11-26T12:00:00Z';

  it.each<[string, ElapsedTime]>([
    ['2026-11-26T12:05:00Z', { key: 'justNow' }],
    ['2026-11-26T12:00:00Z', { key: 'justNow' }],
    ['2026-11-26T11:00:01Z', { key: 'justNow' }],
    ['2026-11-26T11:00:00Z', { key: 'hoursAgo', count: 1 }],
    ['2026-11-26T00:30:00Z', { key: 'hoursAgo', count: 11 }],
    ['2026-11-25T12:00:01Z', { key: 'hoursAgo', count: 23 }],
    ['2026-11-25T12:00:00Z', { key: 'daysAgo', count: 1 }],
    ['2026-11-19T12:00:01Z', { key: 'daysAgo', count: 6 }],
    ['2026-11-19T12:00:00Z', { key: 'daysAgo', count: 7 }],
    ['2025-01-01T00:00:00Z', { key: 'daysAgo', count: 7 }],
  ])('%s → %j', (at, expected) => expect(elapsedTime(at, now)).toEqual(expected));

  it('counts elapsed time, not calendar days: 23:30 yesterday in Shanghai is hours ago at 00:30', () => {
    expect(elapsedTime('2026-11-25T23:30:00+08:00', '2026-11-26T00:30:00+08:00')).toEqual({ key: 'hoursAgo', count: 1 });
  });

  it('takes dates and epoch milliseconds', () => {
    expect(elapsedTime(new Date('2026-11-24T12:00:00Z'), Date.parse(now))).toEqual({ key: 'daysAgo', count: 2 });
  });

  it('refuses an invalid instant', () => expect(() => elapsedTime('yesterday', now)).toThrow(RangeError));
});

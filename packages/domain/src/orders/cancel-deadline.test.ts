import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { cancelDeadline } from './cancel-deadline';

describe.each(DEVICE_ZONES)('cancelDeadline on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, Instant, string]>([
    ['a storage date', '2026-11-23', '2026-11-23T16:00:00.000Z'],
    ['a start time late in the day', '2026-11-23T23:30:00+08:00', '2026-11-23T16:00:00.000Z'],
    // 2026-11-22T17:00Z is 01:00 on the 23rd in Shanghai.
    ['a start given in UTC, already the next day in Shanghai', Date.parse('2026-11-22T17:00:00Z'), '2026-11-23T16:00:00.000Z'],
    ['the last day of a year', '2026-12-31', '2026-12-31T16:00:00.000Z'],
  ])('%s → %s', (_, startTime, expected) => {
    expect(new Date(cancelDeadline(startTime)).toISOString()).toBe(expected);
  });

  it('throws RangeError for an invalid start', () => {
    expect(() => cancelDeadline('2026-02-30')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { relativeDayLabel } from './relative-day-label';

describe.each(DEVICE_ZONES)('relativeDayLabel on a device in %s', (zone) => {
  useDeviceZone(zone);

  // 2026-11-22T17:30Z is 01:30 on the 23rd in Shanghai, still the 22nd in UTC and earlier zones.
  const now = new Date('2026-11-22T17:30:00Z');

  it.each([
    ['2026-11-21', ''],
    ['2026-11-22', ''],
    ['2026-11-23', 'today'],
    ['2026-11-24', 'tomorrow'],
    ['2026-11-25', 'dayAfterTomorrow'],
    ['2026-11-26', ''],
    ['2027-11-23', ''],
  ])('%s → %j', (isoDate, expected) => expect(relativeDayLabel(isoDate, now)).toBe(expected));

  it.each([
    ['2026-12-31T15:59:00Z', '2027-01-01', 'tomorrow'],
    ['2026-12-31T16:00:00Z', '2027-01-01', 'today'],
    ['2026-12-29T16:00:00Z', '2027-01-01', 'dayAfterTomorrow'],
  ])('at %s, %s → %s across the year end', (nowIso, isoDate, expected) => {
    expect(relativeDayLabel(isoDate, nowIso)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { totalDays } from './total-days';

describe.each(DEVICE_ZONES)('totalDays on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each([
    ['2026-11-23', '2026-11-23', 1],
    ['2026-11-23', '2026-11-25', 3],
    ['2026-12-31', '2027-01-01', 2],
    ['2028-02-01', '2028-03-01', 30],
    ['2026-03-01', '2026-03-31', 31],
    ['2026-11-25', '2026-11-23', 0],
  ])('%s … %s → %i', (start, end, expected) => expect(totalDays(start, end)).toBe(expected));
});

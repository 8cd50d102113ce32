import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { addDays } from './add-days';

describe.each(DEVICE_ZONES)('addDays on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, number, string]>([
    ['2026-11-23', 0, '2026-11-23'],
    ['2026-11-30', 2, '2026-12-02'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-23', 29, '2026-12-22'],
    ['2026-03-08', -1, '2026-03-07'],
  ])('%s + %i → %s', (isoDate, days, expected) => expect(addDays(isoDate, days)).toBe(expected));

  it('rejects a malformed date', () => expect(() => addDays('20261123', 1)).toThrow(RangeError));
});

import { describe, expect, it } from 'vitest';
import { daysInRange } from './days-in-range';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';

describe.each(DEVICE_ZONES)('daysInRange on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, string, string[]]>([
    ['2026-11-23', '2026-11-23', ['2026-11-23']],
    ['2026-11-30', '2026-12-02', ['2026-11-30', '2026-12-01', '2026-12-02']],
    ['2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    // Spans the European and US daylight-saving changes: no day is lost or repeated.
    ['2026-03-07', '2026-03-09', ['2026-03-07', '2026-03-08', '2026-03-09']],
    ['2026-10-24', '2026-10-26', ['2026-10-24', '2026-10-25', '2026-10-26']],
    ['2026-11-24', '2026-11-23', []],
  ])('%s … %s', (start, end, expected) => expect(daysInRange(start, end)).toEqual(expected));

  it('rejects a malformed date', () => expect(() => daysInRange('2026-11-23', '20261124')).toThrow(RangeError));
});

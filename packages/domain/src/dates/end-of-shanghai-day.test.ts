import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { endOfShanghaiDay } from './end-of-shanghai-day';

describe.each(DEVICE_ZONES)('endOfShanghaiDay on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each([
    ['2026-11-23', '2026-11-23T16:00:00.000Z'],
    ['2026-12-31', '2026-12-31T16:00:00.000Z'],
    ['2026-03-29', '2026-03-29T16:00:00.000Z'],
    ['2028-02-28', '2028-02-28T16:00:00.000Z'],
  ])('%s → %s', (isoDate, expected) => {
    expect(new Date(endOfShanghaiDay(isoDate)).toISOString()).toBe(expected);
  });

  it('rejects a malformed date', () => expect(() => endOfShanghaiDay('23/11/2026')).toThrow(RangeError));
});

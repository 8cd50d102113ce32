import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { toShanghaiDateTime, type Instant } from './instant';

describe.each(DEVICE_ZONES)('toShanghaiDateTime on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, Instant, string]>([
    ['a Date', new Date('2026-11-22T17:30:00Z'), '2026-11-23T01:30:00.000+08:00'],
    ['epoch ms', Date.UTC(2026, 10, 22, 15, 59), '2026-11-22T23:59:00.000+08:00'],
    ['an ISO string with Z', '2026-11-22T16:00:00Z', '2026-11-23T00:00:00.000+08:00'],
    ['an ISO string without offset (Shanghai wall time)', '2026-11-23T09:30', '2026-11-23T09:30:00.000+08:00'],
    ['a bare date (Shanghai midnight)', '2026-11-23', '2026-11-23T00:00:00.000+08:00'],
  ])('reads %s', (_, instant, expected) => {
    expect(toShanghaiDateTime(instant).toISO()).toBe(expected);
  });
});

describe('toShanghaiDateTime rejects', () => {
  it.each<[string, Instant]>([
    ['NaN', Number.NaN],
    ['an invalid Date', new Date('nope')],
    ['an unparsable string', 'yesterday'],
  ])('%s', (_, instant) => {
    expect(() => toShanghaiDateTime(instant)).toThrow(RangeError);
  });
});

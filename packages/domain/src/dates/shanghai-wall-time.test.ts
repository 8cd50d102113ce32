import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { shanghaiClock, shanghaiDateTime } from './shanghai-wall-time';

describe.each(DEVICE_ZONES)('Shanghai wall time on a device in %s', (zone) => {
  useDeviceZone(zone);

  it('writes the Shanghai date and time of an instant', () => {
    expect(shanghaiDateTime('2026-11-22T17:05:00Z')).toBe('2026-11-23 01:05');
    expect(shanghaiClock('2026-11-22T17:05:00Z')).toBe('01:05');
  });

  it('returns text that is no instant as sent', () => {
    expect(shanghaiDateTime('soon')).toBe('soon');
    expect(shanghaiClock('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { shanghaiClock } from './shanghai-wall-time';

describe.each(DEVICE_ZONES)('Shanghai wall-clock time on a device in %s', (zone) => {
  useDeviceZone(zone);

  it('writes the Shanghai time of an instant', () => expect(shanghaiClock('2026-11-22T17:05:00Z')).toBe('01:05'));

  it('returns text that is no instant as sent', () => expect(shanghaiClock('')).toBe(''));
});

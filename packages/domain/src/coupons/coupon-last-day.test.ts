import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { couponLastDay } from './coupon-last-day';

describe.each(DEVICE_ZONES)('couponLastDay on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, Instant, string]>([
    ['an end at 24:00 Shanghai', '2025-04-01T00:00:00+08:00', '2025-03-31'],
    ['an end at 15:00', '2025-04-01T15:00:00+08:00', '2025-04-01'],
    ['an end at 00:00:01', '2025-04-01T00:00:01+08:00', '2025-04-01'],
    ['an end given in UTC', Date.parse('2025-03-31T16:00:00Z'), '2025-03-31'],
  ])('%s', (_, end, expected) => expect(couponLastDay(end)).toBe(expected));
});

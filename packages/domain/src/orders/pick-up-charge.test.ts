import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { pickUpCharge } from './pick-up-charge';

const lines = [
  { count: 2, discount: 1500 },
  { count: 1, discount: 2000 },
];

describe.each(DEVICE_ZONES)('pickUpCharge on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, string, number]>([
    ['before the last day', '2026-11-23T10:00:00+08:00', 0],
    ['on the last day, late evening', '2026-11-24T23:59:00+08:00', 0],
    ['on the last day, 23:59:59', '2026-11-24T23:59:59+08:00', 0],
    ['at 24:00 of the last day', '2026-11-25T00:00:00+08:00', 1],
    ['five minutes into the next day', '2026-11-25T00:05:00+08:00', 1],
    ['the last second of the next day', '2026-11-25T23:59:59+08:00', 1],
    ['three days late', '2026-11-27T09:00:00+08:00', 3],
  ])('%s → %i extra days', (_, now, days) => {
    expect(pickUpCharge('2026-11-24', lines, now)).toEqual({ extraDays: days, extraAmount: days * 5000 });
  });

  it('counts Shanghai days: 16:30 UTC is already the next day in Shanghai', () => {
    expect(pickUpCharge('2026-11-24', lines, '2026-11-24T16:30:00Z').extraDays).toBe(1);
  });

  it('charges nothing without goods lines', () => {
    expect(pickUpCharge('2026-11-24', [], '2026-11-27T09:00:00+08:00')).toEqual({ extraDays: 3, extraAmount: 0 });
  });
});

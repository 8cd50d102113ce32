import { Settings } from 'luxon';
import { afterEach, beforeEach } from 'vitest';

/** Device zones the date tests run under: results must not depend on them. */
export const DEVICE_ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/London'];

/** Test-only: makes luxon's default (device) zone `zone` for the tests of the surrounding describe block. */
export function useDeviceZone(zone: string): void {
  beforeEach(() => {
    Settings.defaultZone = zone;
  });
  afterEach(() => {
    Settings.defaultZone = 'system';
  });
}

import { Settings } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { formatDate } from './format-date';

describe.each(DEVICE_ZONES)('formatDate on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each([
    ['en', '26 Nov 2026'],
    ['en-US', '26 Nov 2026'],
    ['zh-CN', '2026年11月26日'],
    ['zh', '2026年11月26日'],
  ])('in %s: %s', (language, expected) => expect(formatDate('2026-11-26', language)).toBe(expected));

  it('leaves the year out for compact rows', () => {
    expect(formatDate('2026-09-01', 'en', { withoutYear: true })).toBe('1 Sep');
    expect(formatDate('2026-09-01', 'zh-CN', { withoutYear: true })).toBe('9月1日');
  });

  it('adds the weekday of the calendar day', () => {
    expect(formatDate('2026-11-23', 'en', { withWeekday: true })).toBe('Mon 23 Nov 2026');
    expect(formatDate('2026-11-23', 'zh-CN', { withWeekday: true })).toBe('2026年11月23日 周一');
    expect(formatDate('2026-11-01', 'en', { withoutYear: true, withWeekday: true })).toBe('Sun 1 Nov');
  });

  it('returns text that is no calendar date as sent', () => {
    expect(formatDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatDate('today', 'zh-CN')).toBe('today');
  });
});

describe('formatDate whatever the device language', () => {
  afterEach(() => {
    Settings.defaultLocale = 'system';
  });

  it('follows the app language, not the device locale', () => {
    Settings.defaultLocale = 'de-DE';
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-03-05', 'zh-CN')).toBe('2026年3月5日');
  });
});

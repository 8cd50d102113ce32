import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { formatDateTime } from './format-date-time';

describe.each(DEVICE_ZONES)('formatDateTime on a device in %s', (zone) => {
  useDeviceZone(zone);

  it('writes Shanghai wall time in the language’s one format', () => {
    expect(formatDateTime('2026-11-26T06:05:00Z', 'en')).toBe('26 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-26T06:05:00Z', 'zh-CN')).toBe('2026年11月26日 14:05');
  });

  it('takes the Shanghai day across UTC midnight', () => {
    // 17:05 UTC on the 22nd is 01:05 on the 23rd in Shanghai; 15:59 UTC is still the 22nd there.
    expect(formatDateTime('2026-11-22T17:05:00Z', 'en')).toBe('23 Nov 2026, 01:05');
    expect(formatDateTime(Date.parse('2026-11-22T15:59:00Z'), 'zh-CN')).toBe('2026年11月22日 23:59');
    expect(formatDateTime(new Date('2026-12-31T16:00:00Z'), 'zh-CN')).toBe('2027年1月1日 00:00');
  });

  it('returns text that is no point in time as sent', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDateTime('', 'zh-CN')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { calendarDateOf, calendarDayNumber } from './calendar-day-number';
import { parseIsoDate } from './iso-date';

describe.each(DEVICE_ZONES)('calendarDayNumber on a device in %s', (zone) => {
  useDeviceZone(zone);

  it('counts days since 1970-01-01 and reads back the same date', () => {
    expect(calendarDayNumber('1970-01-01')).toBe(0);
    expect(calendarDayNumber('2026-11-27')).toBe(20_784);
    for (const date of ['2026-03-08', '2026-10-25', '2028-02-29', '2026-12-31', '0099-06-30']) expect(calendarDateOf(calendarDayNumber(date))).toBe(date);
  });

  it('agrees with the Shanghai calendar of parseIsoDate on a day’s distance', () => {
    expect(calendarDayNumber('2027-01-01') - calendarDayNumber('2026-11-27')).toBe(parseIsoDate('2027-01-01').diff(parseIsoDate('2026-11-27'), 'days').days);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '20261127', '2026-1-27', ''])('rejects %j', (date) =>
    expect(() => calendarDayNumber(date)).toThrow(RangeError),
  );
});

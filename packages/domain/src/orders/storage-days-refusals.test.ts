import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { storageDaysRefusals, type StorageDaysRefusal } from './storage-days-refusals';

const NOW = '2026-11-23T12:00:00+08:00';
const passed = (today: string): StorageDaysRefusal => ({ reason: 'startPassed', today });

describe.each(DEVICE_ZONES)('storageDaysRefusals on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, string, string, Instant, number | undefined, StorageDaysRefusal[]]>([
    ['today only', '2026-11-23', '2026-11-23', NOW, undefined, []],
    ['later days', '2026-11-25', '2026-11-27', NOW, undefined, []],
    ['yesterday', '2026-11-22', '2026-11-23', NOW, undefined, [passed('2026-11-23')]],
    ['today at 23:59:59 Shanghai', '2026-11-23', '2026-11-23', '2026-11-23T23:59:59+08:00', undefined, []],
    ['today at 24:00 Shanghai: it has passed', '2026-11-23', '2026-11-23', '2026-11-24T00:00:00+08:00', undefined, [passed('2026-11-24')]],
    // 16:30Z on the 23rd is 00:30 on the 24th in Shanghai.
    ['the 23rd at 16:30 UTC, already the 24th in Shanghai', '2026-11-23', '2026-11-24', Date.parse('2026-11-23T16:30:00Z'), undefined, [passed('2026-11-24')]],
    ['the end before the start', '2026-11-25', '2026-11-24', NOW, undefined, [{ reason: 'endBeforeStart' }]],
    ['the end before a start that has passed', '2026-11-22', '2026-11-21', NOW, 3, [{ reason: 'endBeforeStart' }, passed('2026-11-23')]],
    ['as many days as allowed', '2026-11-23', '2026-11-25', NOW, 3, []],
    ['one day more than allowed', '2026-11-23', '2026-11-26', NOW, 3, [{ reason: 'tooLong', maxDays: 3 }]],
    ['a passed start and too many days', '2026-11-20', '2026-11-30', NOW, 3, [passed('2026-11-23'), { reason: 'tooLong', maxDays: 3 }]],
    ['across a month end', '2026-11-30', '2026-12-01', NOW, 2, []],
    ['starting 90 days ahead (the latest start)', '2027-02-21', '2027-02-22', NOW, 3, []],
    ['starting 91 days ahead', '2027-02-22', '2027-02-22', NOW, undefined, [{ reason: 'startTooFar', latestStart: '2027-02-21' }]],
    ['the end before the start is not also too long', '2026-11-30', '2026-11-01', NOW, 1, [{ reason: 'endBeforeStart' }]],
  ])('%s (%s – %s)', (_, startDate, endDate, now, maxDays, expected) => {
    expect(storageDaysRefusals({ startDate, endDate }, now, maxDays)).toEqual(expected);
  });

  it.each([
    ['2026-11-31', '2026-12-01'],
    ['20261123', '2026-11-24'],
  ])('throws RangeError for a malformed day (%s – %s)', (startDate, endDate) => {
    expect(() => storageDaysRefusals({ startDate, endDate }, NOW)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { OpeningHours } from './opening-hours';
import { openingState, type OpeningState } from './opening-state';

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const hours = (weekdays: number[], open: string, close: string): OpeningHours => ({ weekdays, open, close });
const open = (closesAt: string | null): OpeningState => ({ isOpen: true, closesAt, opensAt: null, opensInDays: null });
const closed = (opensAt: string | null, opensInDays: number | null = opensAt === null ? null : 0): OpeningState => ({
  isOpen: false,
  closesAt: null,
  opensAt,
  opensInDays,
});

const office = [hours(WEEKDAYS, '09:00', '18:00')];
const split = [hours(EVERY_DAY, '09:00', '12:00'), hours(EVERY_DAY, '13:00', '18:00')];

// Shanghai wall times: 2026-11-23 is a Monday, 2026-11-27 a Friday, 2026-11-29 a Sunday.
describe('openingState', () => {
  it.each<[string, OpeningHours[], string, OpeningState]>([
    ['weekday before opening', office, '2026-11-23T08:59:59', closed('09:00')],
    ['weekday at opening', office, '2026-11-23T09:00', open('18:00')],
    ['weekday one minute before closing', office, '2026-11-23T17:59', open('18:00')],
    ['weekday at closing', office, '2026-11-23T18:00', closed('09:00', 1)],
    ['Friday evening waits for Monday', office, '2026-11-27T20:00', closed('09:00', 3)],
    ['Sunday waits for Monday', office, '2026-11-29T12:00', closed('09:00', 1)],
    ['lunch break', split, '2026-11-23T12:30', closed('13:00')],
    ['morning of a split day', split, '2026-11-23T10:00', open('12:00')],
    ['back-to-back periods join', [hours(EVERY_DAY, '09:00', '12:00'), hours(EVERY_DAY, '12:00', '20:00')], '2026-11-23T10:00', open('20:00')],
    ['closing at 24:00', [hours(EVERY_DAY, '10:00', '24:00')], '2026-11-23T23:59', open('24:00')],
    ['after a 24:00 close', [hours(EVERY_DAY, '10:00', '24:00')], '2026-11-24T00:00', closed('10:00')],
    ['all day every day never closes', [hours(EVERY_DAY, '00:00', '24:00')], '2026-11-29T23:59', open(null)],
    ['00:00–00:00 means all day', [hours(EVERY_DAY, '00:00', '00:00')], '2026-11-25T03:00', open(null)],
    ['all day on weekdays closes Friday 24:00', [hours(WEEKDAYS, '00:00', '24:00')], '2026-11-27T22:00', open('24:00')],
    ['all day on weekdays, Saturday', [hours(WEEKDAYS, '00:00', '24:00')], '2026-11-28T09:00', closed('00:00', 2)],
    ['overnight, before midnight', [hours([5], '22:00', '02:00')], '2026-11-27T23:00', open('02:00')],
    ['overnight, after midnight', [hours([5], '22:00', '02:00')], '2026-11-28T01:00', open('02:00')],
    ['overnight on Sunday runs into Monday', [hours([7], '22:00', '02:00')], '2026-11-23T01:59', open('02:00')],
    ['overnight ended', [hours([5], '22:00', '02:00')], '2026-11-28T02:00', closed('22:00', 6)],
    ['no hours', [], '2026-11-23T10:00', closed(null)],
    ['malformed times and weekdays are ignored', [hours(EVERY_DAY, '9:00', '18:00'), hours([0, 8], '09:00', '18:00'), hours([1], '24:00', '24:00')], '2026-11-23T10:00', closed(null)],
    ['a usable period next to a malformed one', [hours([1], '25:00', '26:00'), hours([2], '09:00', '18:00')], '2026-11-23T10:00', closed('09:00', 1)],
  ])('%s', (_, shopHours, shanghaiWallTime, expected) => {
    expect(openingState(shopHours, shanghaiWallTime)).toEqual(expected);
  });
});

describe.each(DEVICE_ZONES)('openingState on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, OpeningState]>([
    // 08:30 on Monday 23 in Shanghai; still Sunday 22 in UTC and America.
    ['2026-11-23T00:30:00Z', open('18:00')],
    // 18:30 on Monday 23 in Shanghai.
    ['2026-11-23T10:30:00Z', closed('08:00', 1)],
  ])('%s', (utc, expected) => {
    expect(openingState([hours(WEEKDAYS, '08:00', '18:00')], new Date(utc))).toEqual(expected);
  });
});

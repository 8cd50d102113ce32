import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { canCancel } from './can-cancel';
import { ORDER_STORE_STATUS } from './order-store-status';

const START = '2026-11-23T10:00:00+08:00';

describe.each(DEVICE_ZONES)('canCancel on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, number, Instant, boolean]>([
    ['booked, the day before', 0, '2026-11-22T20:00:00+08:00', true],
    ['booked, after the start time on the storage date', 0, '2026-11-23T15:00:00+08:00', true],
    ['booked, one second before 24:00', 0, '2026-11-23T23:59:59+08:00', true],
    ['booked, at 24:00', 0, '2026-11-24T00:00:00+08:00', false],
    // 2026-11-23T16:30Z is still the 23rd in UTC but already the 24th in Shanghai.
    ['booked, past the Shanghai deadline while still the 23rd in UTC', 0, Date.parse('2026-11-23T16:30:00Z'), false],
    ['booked, before the Shanghai deadline as a Date', 0, new Date('2026-11-23T15:59:00Z'), true],
    ['cancellation applied, before the deadline', ORDER_STORE_STATUS.cancelApplied, '2026-11-23T12:00:00+08:00', true],
    ['stored, before the deadline', ORDER_STORE_STATUS.stored, '2026-11-23T12:00:00+08:00', false],
    ['stored, the day before', ORDER_STORE_STATUS.stored, '2026-11-22T12:00:00+08:00', false],
  ])('%s → %s', (_, storeStatus, now, expected) => {
    expect(canCancel({ storeStatus, startTime: START }, now)).toBe(expected);
  });

  it('uses the Shanghai storage date of a start given in UTC', () => {
    // 2026-11-22T17:00Z is 01:00 on the 23rd in Shanghai: the deadline is the 23rd's 24:00.
    const order = { storeStatus: 0, startTime: Date.parse('2026-11-22T17:00:00Z') };
    expect(canCancel(order, '2026-11-23T23:00:00+08:00')).toBe(true);
  });
});

describe('ORDER_STORE_STATUS', () => {
  it.each([
    ['stored', ORDER_STORE_STATUS.stored, 20],
    ['cancelApplied', ORDER_STORE_STATUS.cancelApplied, 100],
  ])('%s is %i', (_, actual, expected) => expect(actual).toBe(expected));
});

import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { ClientCouponStatus } from './client-coupon-status';
import { userCouponStatus, type UserCouponUse } from './user-coupon-status';

const END = '2025-04-01T00:00:00+08:00';
const PAY_BEFORE = '2025-03-15T12:15:00+08:00';
const use = (overrides: Partial<UserCouponUse> = {}): UserCouponUse => ({ state: 'unused', lockedUntil: null, endTime: END, ...overrides });

describe.each(DEVICE_ZONES)('userCouponStatus on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, UserCouponUse, Instant, ClientCouponStatus]>([
    ['unused before its end', use(), '2025-03-15T12:00:00+08:00', 0],
    ['unused at its last millisecond', use(), Date.parse(END) - 1, 0],
    ['unused at its end', use(), END, 3],
    ['unused at its Shanghai end, still 31 Mar in UTC', use(), '2025-03-31T16:00:00Z', 3],
    ['locked while its order may still be paid', use({ state: 'locked', lockedUntil: PAY_BEFORE }), '2025-03-15T12:10:00+08:00', 1],
    ['locked past its end while its order may still be paid', use({ state: 'locked', lockedUntil: '2025-04-01T00:10:00+08:00' }), '2025-04-01T00:05:00+08:00', 1],
    ['the lock lapsed with its order: unused again', use({ state: 'locked', lockedUntil: PAY_BEFORE }), PAY_BEFORE, 0],
    ['the lock lapsed after the end: expired', use({ state: 'locked', lockedUntil: PAY_BEFORE }), END, 3],
    ['locked by an order no longer waiting for payment', use({ state: 'locked', lockedUntil: null }), '2025-03-15T12:10:00+08:00', 0],
    ['used', use({ state: 'used' }), '2025-03-15T12:00:00+08:00', 2],
    ['used, after its end', use({ state: 'used' }), '2025-05-01T00:00:00+08:00', 2],
  ])('%s', (_, coupon, now, expected) => {
    expect(userCouponStatus(coupon, now)).toBe(expected);
  });
});

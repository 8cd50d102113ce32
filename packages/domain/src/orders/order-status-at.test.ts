import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import type { OrderStatus } from './order-status';
import { orderStatusAt } from './order-status-at';

const PAY_BEFORE = '2026-11-23T10:15:00+08:00';

describe.each(DEVICE_ZONES)('orderStatusAt on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, OrderStatus, Instant, Instant, OrderStatus]>([
    ['unpaid, a millisecond before payBefore', 'unpaid', PAY_BEFORE, Date.parse(PAY_BEFORE) - 1, 'unpaid'],
    ['unpaid, at payBefore', 'unpaid', PAY_BEFORE, PAY_BEFORE, 'lapsed'],
    ['unpaid, after payBefore', 'unpaid', PAY_BEFORE, '2026-11-23T11:00:00+08:00', 'lapsed'],
    ['unpaid, payBefore as a Date, at it in UTC', 'unpaid', new Date('2026-11-23T02:15:00Z'), '2026-11-23T02:15:00Z', 'lapsed'],
    ['unpaid, payBefore as epoch ms, before it', 'unpaid', Date.parse(PAY_BEFORE), new Date('2026-11-23T02:14:59Z'), 'unpaid'],
    ['paid, past payBefore', 'paid', PAY_BEFORE, '2026-11-24T00:00:00+08:00', 'paid'],
    ['lapsed, before payBefore (stored so)', 'lapsed', PAY_BEFORE, '2026-11-23T10:00:00+08:00', 'lapsed'],
    ['cancelled, past payBefore', 'cancelled', PAY_BEFORE, '2026-11-24T00:00:00+08:00', 'cancelled'],
    ['refunding', 'refunding', PAY_BEFORE, '2026-11-24T00:00:00+08:00', 'refunding'],
    ['refunded', 'refunded', PAY_BEFORE, '2026-11-24T00:00:00+08:00', 'refunded'],
  ])('%s → %s', (_, status, payBefore, now, expected) => {
    expect(orderStatusAt({ status, payBefore }, now)).toBe(expected);
  });
});

it('orderStatusAt throws RangeError for an invalid time', () => {
  expect(() => orderStatusAt({ status: 'unpaid', payBefore: 'soon' }, PAY_BEFORE)).toThrow(RangeError);
});

import { describe, expect, it } from 'vitest';
import type { Instant } from '../dates/instant';
import { DEVICE_ZONES, useDeviceZone } from '../test/device-zones';
import { couponRemainingDays } from './coupon-remaining-days';
import { couponValidityPeriod, type CouponPeriod, type CouponValidity } from './coupon-validity';

const at = (iso: string) => Date.parse(iso);

describe.each(DEVICE_ZONES)('couponValidityPeriod on a device in %s', (zone) => {
  useDeviceZone(zone);

  it.each<[string, CouponValidity, Instant, CouponPeriod]>([
    ['30 days from noon', { kind: 'days', days: 30 }, '2025-03-01T12:00:00+08:00', { startTime: at('2025-03-01T12:00:00+08:00'), endTime: at('2025-04-01T00:00:00+08:00') }],
    ['1 day from 23:59', { kind: 'days', days: 1 }, '2025-03-01T23:59:00+08:00', { startTime: at('2025-03-01T23:59:00+08:00'), endTime: at('2025-03-03T00:00:00+08:00') }],
    // 16:30Z on 28 Feb is 00:30 on 1 March in Shanghai: the issue day is the 1st.
    ['issued just after midnight in Shanghai, still the day before in UTC', { kind: 'days', days: 7 }, at('2025-02-28T16:30:00Z'), { startTime: at('2025-02-28T16:30:00Z'), endTime: at('2025-03-09T00:00:00+08:00') }],
    [
      'a window, whenever issued',
      { kind: 'window', startTime: '2025-03-10', endTime: '2025-03-21' },
      '2025-03-01T12:00:00+08:00',
      { startTime: at('2025-03-10T00:00:00+08:00'), endTime: at('2025-03-21T00:00:00+08:00') },
    ],
  ])('%s', (_, validity, issuedAt, expected) => {
    expect(couponValidityPeriod(validity, issuedAt)).toEqual(expected);
  });

  it('gives a 30-day coupon 30 days by the §9 formula when issued', () => {
    const issuedAt = '2025-03-01T18:00:00+08:00';
    expect(couponRemainingDays(couponValidityPeriod({ kind: 'days', days: 30 }, issuedAt).endTime, issuedAt)).toBe(30);
  });
});

describe('couponValidityPeriod refuses', () => {
  it.each<[string, CouponValidity]>([
    ['0 days', { kind: 'days', days: 0 }],
    ['half a day', { kind: 'days', days: 0.5 }],
    ['a window ending at its start', { kind: 'window', startTime: '2025-03-10', endTime: '2025-03-10' }],
    ['a window ending before its start', { kind: 'window', startTime: '2025-03-10', endTime: '2025-03-01' }],
  ])('%s', (_, validity) => expect(() => couponValidityPeriod(validity, '2025-03-01T12:00:00+08:00')).toThrow(RangeError));
});

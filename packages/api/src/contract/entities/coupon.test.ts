import { bestCoupon, couponRefusal, type UsableCoupon } from '@luggage/domain/coupons';
import { describe, expect, it } from 'vitest';
import { claimCouponEndpoint } from '../act/claim-coupon';
import { couponInfoEndpoint } from '../act/coupon-info';
import { userCouponsEndpoint } from '../act/user-coupons';
import { userCouponSchema, type UserCoupon } from './coupon';

/** A welcome coupon as coupon_user sends it: ¥5 off from ¥10 at every shop, valid in March 2025. */
const wire = {
  clientCouponId: '41',
  clientCouponStatus: 0,
  templateId: 1,
  name: '新人专享券',
  nameEn: 'Welcome coupon',
  discount: { kind: 'amount', amountOff: 500 },
  minSpend: 1000,
  scope: { shops: { kind: 'all' }, goodsId: null },
  startTime: '2025-03-01T04:00:00.000Z',
  endTime: '2025-03-31T16:00:00.000Z',
  lastDay: '20250331',
  remainingDays: 30,
  issuedAt: '2025-03-01T04:00:00.000Z',
  orderId: null,
};

describe('userCouponSchema', () => {
  it('decodes the last day and is weighed by the domain rules as it is', () => {
    const coupon: UserCoupon = userCouponSchema.parse(wire);
    expect(coupon.lastDay).toBe('2025-03-31');
    // A UserCoupon is a UsableCoupon: the checkout screen needs no conversion.
    const usable: UsableCoupon = coupon;
    const cart = { storeId: 1, cityId: 1, lines: [{ goodsId: 2, amount: 1200, dayPrice: 1200 }] };
    expect(couponRefusal(usable, cart, '2025-03-15T12:00:00+08:00')).toBeNull();
    expect(bestCoupon([coupon], cart, '2025-03-15T12:00:00+08:00')).toEqual({ coupon, discount: 500 });
  });

  it.each([
    ['a negative amount off', { discount: { kind: 'amount', amountOff: -500 } }],
    ['percent 100', { discount: { kind: 'percent', percentOff: 100, maxDiscount: 1000 } }],
    ['a percent without its cap', { discount: { kind: 'percent', percentOff: 20 } }],
    ['a negative minimum', { minSpend: -1 }],
    ['status 4', { clientCouponStatus: 4 }],
    ['an empty shop list', { scope: { shops: { kind: 'shops', shops: [] }, goodsId: null } }],
    ['goods 3', { scope: { shops: { kind: 'all' }, goodsId: 3 } }],
  ])('refuses %s', (_, change) => {
    expect(userCouponSchema.safeParse({ ...wire, ...change }).success).toBe(false);
  });
});

describe('coupon request schemas', () => {
  const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => (result.success ? null : result.error?.issues[0]?.path[0]);

  it.each([
    ['no filter', {}, null],
    ['a null filter', { clientCouponStatus: null }, null],
    ['a status', { clientCouponStatus: 3 }, null],
    ['status 4', { clientCouponStatus: 4 }, 'clientCouponStatus'],
    ['a status as text', { clientCouponStatus: 'unused' }, 'clientCouponStatus'],
    ['page size 11', { pageSize: 11 }, 'pageSize'],
    ['page 0', { page: 0 }, 'page'],
  ])('coupon_user: %s', (_, body, field) => {
    expect(fieldOf(userCouponsEndpoint.request.safeParse(body))).toBe(field);
  });

  it('coupon_user pages by 10 from page 1 by default', () => {
    expect(userCouponsEndpoint.request.parse({})).toEqual({ page: 1, pageSize: 10 });
  });

  it.each([
    ['a number', { id: 3 }, null],
    ['query text', { id: '3' }, null],
    ['0', { id: 0 }, 'id'],
    ['negative', { id: -3 }, 'id'],
    ['a fraction', { id: 1.5 }, 'id'],
    ['words', { id: 'welcome' }, 'id'],
    ['missing', {}, 'id'],
  ])('coupon_info and coupon_v2 ids: %s', (_, params, field) => {
    expect(fieldOf(couponInfoEndpoint.request.safeParse(params))).toBe(field);
    expect(fieldOf(claimCouponEndpoint.request.safeParse(params))).toBe(field);
  });
});

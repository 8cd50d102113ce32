import type { CouponInfoResponse } from '../contract/act/coupon-info';
import type { UserCoupon } from '../contract/entities/coupon';

/**
 * A traveller's coupon for tests and stories: the welcome coupon (¥5 off from ¥10 at every shop), issued
 * at 10:00 on 23 Nov 2026 in Shanghai, valid 30 days to 24:00 on 23 Dec 2026, unused, with the 30 days it
 * has left at that moment. Pass only what the case is about; derived fields (lastDay, remainingDays,
 * clientCouponStatus against orderId) are not recomputed from overrides. Each call returns a new object.
 */
export function buildUserCoupon(overrides: Partial<UserCoupon> = {}): UserCoupon {
  return {
    clientCouponId: '41',
    clientCouponStatus: 0,
    templateId: 1,
    name: '新人专享券',
    nameEn: 'Welcome coupon',
    discount: { kind: 'amount', amountOff: 500 },
    minSpend: 1000,
    scope: { shops: { kind: 'all' }, goodsId: null },
    startTime: '2026-11-23T02:00:00.000Z',
    endTime: '2026-12-23T16:00:00.000Z',
    lastDay: '2026-12-23',
    remainingDays: 30,
    issuedAt: '2026-11-23T02:00:00.000Z',
    orderId: null,
    ...overrides,
  };
}

/**
 * An activity's coupon as coupon_info shows it to a logged-in traveller who has none of it yet: template 2,
 * 20 % off up to ¥10 with no minimum at the Shanghai shops, valid 14 days from claiming, claims open with
 * no end, 998 of 1000 left, one per person, claimable now. Pass only what the case is about; derived
 * fields (hasStock, claimRefusal) are not recomputed from overrides. Each call returns a new object.
 */
export function buildCouponInfo(overrides: Partial<CouponInfoResponse> = {}): CouponInfoResponse {
  return {
    id: 2,
    name: '上海寄存8折券',
    nameEn: '20% off in Shanghai',
    discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 },
    minSpend: 0,
    scope: { shops: { kind: 'city', cityId: 1, cityName: '上海', cityEn: 'shanghai' }, goodsId: null },
    validity: { kind: 'days', days: 14 },
    claimStartTime: null,
    claimEndTime: null,
    stock: 1000,
    remaining: 998,
    hasStock: true,
    perPersonLimit: 1,
    claimed: 0,
    claimRefusal: null,
    ...overrides,
  };
}

import { errorMessage } from '@luggage/api/contract';
import type { CouponClaimRefusal, CouponRefusal } from '@luggage/domain/coupons';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../errors/api-failure';
import { claimRefusalFailure, couponRefusalFailure } from './coupon-failures';

const texts = (failure: ApiFailure) => [errorMessage(failure.code, 'en', failure.values), errorMessage(failure.code, 'zh', failure.values)];

describe('claimRefusalFailure', () => {
  it.each<[CouponClaimRefusal | { reason: 'unknownTemplate' }, string, string]>([
    [{ reason: 'unknownTemplate' }, 'coupon not found', '优惠券不存在'],
    [{ reason: 'claimNotStarted', startTime: Date.parse('2025-03-20T10:00:00+08:00') }, 'claiming this coupon starts at 2025-03-20 10:00', '该优惠券将于2025-03-20 10:00开始领取'],
    [{ reason: 'claimEnded', endTime: 0 }, 'this coupon activity has ended', '该优惠券活动已结束'],
    [{ reason: 'limitReached', limit: 1 }, 'you have already claimed this coupon (1 per person)', '您已领取过该优惠券（每人限领1张）'],
    [{ reason: 'outOfStock' }, 'all of these coupons have been claimed', '该优惠券已被领完'],
  ])('%j', (refusal, en, zh) => {
    const failure = claimRefusalFailure(refusal);
    expect(failure.httpStatus).toBe(200);
    expect(texts(failure)).toEqual([en, zh]);
  });
});

describe('couponRefusalFailure', () => {
  it.each<[CouponRefusal, string, string]>([
    [{ reason: 'notUnused', clientCouponStatus: 1 }, 'this coupon is held by an unpaid order, pay or cancel that order first', '该优惠券已被未支付的订单占用，请先支付或取消该订单'],
    [{ reason: 'notUnused', clientCouponStatus: 2 }, 'this coupon has already been used', '该优惠券已使用'],
    [{ reason: 'expired', endTime: 0 }, 'this coupon has expired', '该优惠券已过期'],
    // 16:30 UTC is already the next day in Shanghai.
    [{ reason: 'notStarted', startTime: Date.parse('2025-03-19T16:30:00Z') }, 'this coupon can be used from 2025-03-20', '该优惠券2025-03-20起可用'],
    [{ reason: 'outOfScope', scope: 'shop' }, 'this coupon cannot be used at this shop', '该优惠券不适用于此寄存点'],
    [{ reason: 'outOfScope', scope: 'goods', goodsId: 2 }, 'this coupon is only for bags', '该优惠券仅限小件行李使用'],
    [{ reason: 'outOfScope', scope: 'goods', goodsId: 1 }, 'this coupon is only for large items', '该优惠券仅限大件行李使用'],
    [{ reason: 'belowMinimum', minSpend: 1050, eligibleAmount: 800 }, 'this coupon needs a spend of at least ¥10.5', '该优惠券需满10.5元可用'],
    [{ reason: 'noDiscount' }, 'this coupon takes nothing off this booking', '该优惠券对本订单无优惠'],
  ])('%j', (refusal, en, zh) => {
    expect(texts(couponRefusalFailure(refusal))).toEqual([en, zh]);
  });
});

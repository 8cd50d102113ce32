import { SHANGHAI_ZONE, shanghaiToday } from '@luggage/domain/dates';
import type { CouponClaimRefusal, CouponRefusal } from '@luggage/domain/coupons';
import { formatYuanShort } from '@luggage/domain/money';
import { DateTime } from 'luxon';
import { ApiFailure } from '../../errors/api-failure';

/**
 * The catalogued error of a claim refusal (couponClaimRefusal, or issueCoupon's unknown template): the one
 * place the server words them.
 */
export function claimRefusalFailure(refusal: CouponClaimRefusal | { reason: 'unknownTemplate' }): ApiFailure {
  switch (refusal.reason) {
    case 'unknownTemplate':
      return new ApiFailure('couponNotFound');
    case 'claimNotStarted':
      return new ApiFailure('couponClaimNotStarted', 200, { time: DateTime.fromMillis(refusal.startTime, { zone: SHANGHAI_ZONE }).toFormat('yyyy-MM-dd HH:mm') });
    case 'claimEnded':
      return new ApiFailure('couponClaimEnded');
    case 'limitReached':
      return new ApiFailure('couponLimitReached', 200, { limit: String(refusal.limit) });
    case 'outOfStock':
      return new ApiFailure('couponOutOfStock');
  }
}

/**
 * The catalogued error of a coupon that cannot be used on a booking (couponRefusal): for checkout and add
 * order, the one place the server words them; the checkout screen explains the same refusal itself.
 */
export function couponRefusalFailure(refusal: CouponRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'notUnused':
      return new ApiFailure(refusal.clientCouponStatus === 1 ? 'couponLocked' : 'couponUsed');
    case 'expired':
      return new ApiFailure('couponExpired');
    case 'notStarted':
      return new ApiFailure('couponNotStarted', 200, { date: shanghaiToday(refusal.startTime) });
    case 'outOfScope':
      if (refusal.scope === 'shop') return new ApiFailure('couponNotForShop');
      return new ApiFailure(refusal.goodsId === 2 ? 'couponOnlyForBags' : 'couponOnlyForSuitcases');
    case 'belowMinimum':
      return new ApiFailure('couponBelowMinimum', 200, { amount: formatYuanShort(refusal.minSpend) });
    case 'noDiscount':
      return new ApiFailure('couponNoDiscount');
  }
}

import { couponRefusalMessage } from '@luggage/api/contract';
import { SHANGHAI_ZONE } from '@luggage/domain/dates';
import type { CouponClaimRefusal, CouponRefusal } from '@luggage/domain/coupons';
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
 * The catalogued error of a coupon that cannot be used on a booking (couponRefusal), for checkout and add
 * order: worded by couponRefusalMessage, which the checkout's coupon picker shares.
 */
export function couponRefusalFailure(refusal: CouponRefusal): ApiFailure {
  const { code, values } = couponRefusalMessage(refusal);
  return new ApiFailure(code, 200, values);
}

import type { CouponRefusal } from '@luggage/domain/coupons';
import { shanghaiToday } from '@luggage/domain/dates';
import { formatYuanShort } from '@luggage/domain/money';
import type { ErrorMessageCode } from '../error-messages';

/** A catalogued message with its `{name}` values: what errorMessage (server) or the 'api' namespace (apps) words. */
export interface CataloguedMessage {
  code: ErrorMessageCode;
  values: Record<string, string>;
}

/**
 * Why a coupon cannot be used on a booking (couponRefusal of @luggage/domain/coupons), as the catalogue
 * words it: the server refuses checkout and add order with it, the checkout's coupon picker greys the
 * coupon with the same words.
 */
export function couponRefusalMessage(refusal: CouponRefusal): CataloguedMessage {
  switch (refusal.reason) {
    case 'notUnused':
      return { code: refusal.clientCouponStatus === 1 ? 'couponLocked' : 'couponUsed', values: {} };
    case 'expired':
      return { code: 'couponExpired', values: {} };
    case 'notStarted':
      return { code: 'couponNotStarted', values: { date: shanghaiToday(refusal.startTime) } };
    case 'outOfScope':
      if (refusal.scope === 'shop') return { code: 'couponNotForShop', values: {} };
      return { code: refusal.goodsId === 2 ? 'couponOnlyForBags' : 'couponOnlyForSuitcases', values: {} };
    case 'belowMinimum':
      return { code: 'couponBelowMinimum', values: { amount: formatYuanShort(refusal.minSpend) } };
    case 'noDiscount':
      return { code: 'couponNoDiscount', values: {} };
  }
}

/**
 * The refusals of checkout and add order that concern the chosen coupon alone (couponRefusalMessage's
 * codes, an unknown coupon, one another order took): the booking stands without it, so the checkout screen
 * drops the coupon, says why and prices the booking again (spec §4: a coupons error clears the discount).
 */
export const COUPON_USE_REFUSAL_CODES = [
  'couponNotFound',
  'couponLocked',
  'couponUsed',
  'couponExpired',
  'couponNotStarted',
  'couponNotForShop',
  'couponOnlyForBags',
  'couponOnlyForSuitcases',
  'couponBelowMinimum',
  'couponNoDiscount',
  'couponUnavailable',
] as const satisfies readonly ErrorMessageCode[];

import type { CouponOfferFacts } from '@luggage/domain/coupons';
import type { TemplateRow } from './template-columns';
import { templateValidity } from './to-coupon-terms';

/** What couponClaimRefusal weighs of a template row. */
export function templateOfferFacts(row: TemplateRow): CouponOfferFacts {
  return {
    claimStartTime: row.claim_from,
    claimEndTime: row.claim_until,
    validity: templateValidity(row),
    stock: row.stock,
    issued: row.issued,
    perPersonLimit: row.per_person_limit,
  };
}

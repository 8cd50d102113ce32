import type { CouponInfoResponse } from '@luggage/api/contract';
import { couponLastDay } from '@luggage/domain/coupons';
import type { TemplateRow } from './template-columns';
import { templateValidity } from './to-coupon-terms';

/** The validity of a template's claimed copy as the contract states it (an activity page, a share). */
export function templateValidityView(row: TemplateRow): CouponInfoResponse['validity'] {
  const validity = templateValidity(row);
  if (validity.kind === 'days') return validity;
  const endTime = new Date(validity.endTime);
  return { kind: 'window', startTime: new Date(validity.startTime).toISOString(), endTime: endTime.toISOString(), lastDay: couponLastDay(endTime) };
}

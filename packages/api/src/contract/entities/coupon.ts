import { CLIENT_COUPON_STATUS } from '@luggage/domain/coupons';
import { z } from 'zod';
import { compactDateSchema } from '../fields/compact-date';
import { goodsIdSchema } from './goods-id';
import { orderIdSchema } from './order';

/** Whole fen above 0. */
const positiveFen = z.number().int().positive();

/** A user_coupon id as sent (`clientCouponId`): decimal text of a positive 64-bit integer. */
export const clientCouponIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/**
 * A traveller's coupon as the apps show it (see CLIENT_COUPON_STATUS of @luggage/domain/coupons):
 * - 0 unused: it can be chosen at checkout while in its validity (the spec's state 0);
 * - 1 locked: an unpaid order holds it; it is free again if that order is cancelled or not paid in time;
 * - 2 used: a paid order used it; a full refund before storage gives it back (0, or 3 once ended);
 * - 3 expired: its validity ended unused. Read from the clock: no job needs to run.
 */
export const clientCouponStatusSchema = z.union([
  z.literal(CLIENT_COUPON_STATUS.unused),
  z.literal(CLIENT_COUPON_STATUS.locked),
  z.literal(CLIENT_COUPON_STATUS.used),
  z.literal(CLIENT_COUPON_STATUS.expired),
]);

/**
 * What a coupon takes off, in whole fen (see couponDiscount of @luggage/domain/coupons):
 * - amount: `amountOff` off, never more than the amount it applies to;
 * - percent: `percentOff` % (1–99) of the amount it applies to, rounded down to the fen, never more than
 *   `maxDiscount`;
 * - itemDay: one item of its goods stored for one day, at the booked shop's price after the shop's own
 *   discount (the dearest such item when it names no goods): a day of a combo package. On a booking of 2
 *   bags for 3 days at ¥8 a bag-day it takes ¥8 off; one coupon per order, like any other.
 */
export const couponDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amountOff: positiveFen }),
  z.object({ kind: z.literal('percent'), percentOff: z.number().int().min(1).max(99), maxDiscount: positiveFen }),
  z.object({ kind: z.literal('itemDay') }),
]);

/** A shop of a coupon's list, with its names for the coupon card. */
const scopeShopSchema = z.object({ id: z.number().int().positive(), name: z.string(), en: z.string() });

/**
 * Where a coupon is good: `shops` every shop (all), the shops of one city (with its names), or the listed
 * shops (with their names); `goodsId` the goods it discounts (1 suitcase, 2 bag), null for both.
 */
export const couponScopeSchema = z.object({
  shops: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('city'), cityId: z.number().int().positive(), cityName: z.string(), cityEn: z.string() }),
    z.object({ kind: z.literal('shops'), shops: z.array(scopeShopSchema).min(1) }),
  ]),
  goodsId: goodsIdSchema.nullable(),
});
export type CouponScope = z.infer<typeof couponScopeSchema>;

/**
 * The terms every copy of a template shares (the rule a coupon card states): its name in both languages,
 * the discount, the minimum spend and the scope.
 *
 * The rule, as travellers and finance read it: the coupon applies to the booked goods in its scope at a
 * shop in its scope, at their price **after the shop's own discount** (the coupon comes on top of it); the
 * minimum spend (`minSpend`, fen, 0 for none) is compared with that amount, and the discount never exceeds
 * it, so nobody pays less than 0. One coupon per order. The platform pays for the discount: the shop's
 * figures keep the undiscounted price.
 */
export const couponTermsFields = {
  /** The template's name in Chinese ('新人专享券'). */
  name: z.string().min(1),
  /** Its name in English ('Welcome coupon'). */
  nameEn: z.string().min(1),
  discount: couponDiscountSchema,
  /** Fen; 0 for none. */
  minSpend: z.number().int().min(0),
  scope: couponScopeSchema,
};

/**
 * One of the traveller's coupons (a user coupon): the template's terms, the copy's validity and where it
 * stands. It has the fields couponRefusal, couponDiscount and bestCoupon of @luggage/domain/coupons read, so
 * a checkout screen weighs it with the server's own rules.
 */
export const userCouponSchema = z.object({
  clientCouponId: clientCouponIdSchema,
  clientCouponStatus: clientCouponStatusSchema,
  /** The template it was issued from (coupon_info's `id`). */
  templateId: z.number().int().positive(),
  ...couponTermsFields,
  /** Valid from (ISO 8601, included). */
  startTime: z.string(),
  /** Valid until (ISO 8601, excluded): 24:00 Asia/Shanghai of `lastDay` for coupons valid N days. */
  endTime: z.string(),
  /** The last day it can be used (Asia/Shanghai; see compactDateSchema): what a card says ('valid until 31 Mar'). */
  lastDay: compactDateSchema,
  /** Spec §9: floor((endTime − now) / 1 day), 0 once ended; 0 on its last day. */
  remainingDays: z.number().int().min(0),
  /** When it was issued to the traveller (ISO 8601). */
  issuedAt: z.string(),
  /** The order that holds (1) or used (2) it; null while unused or expired. */
  orderId: orderIdSchema.nullable(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

/**
 * How long a template's copies are valid: a fixed `window` (the same for every copy; `lastDay` its last
 * day of use, see compactDateSchema) or `days` from each claim, to 24:00 Asia/Shanghai of the `days`-th day
 * after the day of the claim (never less than `days` whole days).
 */
export const couponValiditySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('window'), startTime: z.string(), endTime: z.string(), lastDay: compactDateSchema }),
  z.object({ kind: z.literal('days'), days: z.number().int().positive() }),
]);

/** Why the caller cannot claim a template now (couponClaimRefusal of @luggage/domain/coupons). */
export const couponClaimRefusalSchema = z.enum(['claimNotStarted', 'claimEnded', 'limitReached', 'outOfStock']);
export type CouponClaimRefusalReason = z.infer<typeof couponClaimRefusalSchema>;

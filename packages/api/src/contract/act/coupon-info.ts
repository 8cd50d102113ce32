import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { couponClaimRefusalSchema, couponTermsFields, couponValiditySchema } from '../entities/coupon';
import { idParam } from '../fields/query-number';

/**
 * GET /api/act/coupon_info/ (spec §7, 'not shown'): the activity page `#/coupon?id=…` — a coupon template
 * anyone may claim (coupon_v2), by its `id`. Guests see it too: it is public; with a live consumer session
 * (User-Token, User-Id) the answer also counts the caller's copies, and an expired or unknown session reads
 * as a guest (claiming then asks to log in).
 *
 * The content: the terms (name, discount, minimum spend, scope), the validity of a claimed copy, when
 * claims open and close, the stock and the per-person limit, and whether the caller may claim now
 * (`claimRefusal` null) or why not, in the order couponClaimRefusal checks: 'claimNotStarted',
 * 'claimEnded' (the activity's end, or a window coupon's window, has passed), 'limitReached' (the caller
 * holds `perPersonLimit` copies, used ones included; never for a guest), 'outOfStock'.
 *
 * Unknown id, or a template that is not claimed by id (the welcome coupon is given at the first login):
 * 'coupon not found'. A malformed id: 'invalid parameter: id'.
 */
export const couponInfoEndpoint = defineEndpoint({
  name: 'couponInfo',
  method: 'GET',
  path: '/api/act/coupon_info/',
  request: z.object({ id: idParam }),
  response: z.object({
    id: z.number().int().positive(),
    ...couponTermsFields,
    validity: couponValiditySchema,
    /** Claims open at (ISO 8601); null: open already from the start. */
    claimStartTime: z.string().nullable(),
    /** Claims close at (ISO 8601, excluded): the activity's end or a window coupon's end, the earlier; null: no end. */
    claimEndTime: z.string().nullable(),
    /** Copies that may be issued in all; null: unlimited. */
    stock: z.number().int().min(0).nullable(),
    /** Copies left to claim; null: unlimited. */
    remaining: z.number().int().min(0).nullable(),
    /** Whether any copy is left (remaining null or above 0). */
    hasStock: z.boolean(),
    /** How many copies one traveller may hold. */
    perPersonLimit: z.number().int().positive(),
    /** The caller's copies of it; null for a guest. */
    claimed: z.number().int().min(0).nullable(),
    /** Null when the caller may claim now (a guest: once logged in, unless the limit is reached). */
    claimRefusal: couponClaimRefusalSchema.nullable(),
  }),
  auth: 'none',
});

export type CouponInfoResponse = z.output<typeof couponInfoEndpoint.response>;

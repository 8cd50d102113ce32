import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { userCouponSchema } from '../entities/coupon';
import { idParam } from '../fields/query-number';

/**
 * POST /api/act/coupon_v2/ (spec §7, 'not shown'): the caller claims one copy of the template `id` that
 * coupon_info shows, and gets it as an unused coupon (its validity starts now, or with its window).
 *
 * Exactly once, on any number of servers: a template's stock is never over-issued and a traveller never
 * holds more than its per-person limit, however many claims race (the template row is locked while the
 * claim counts; the database also refuses an issued count above the stock and a second copy with the same
 * number for one traveller). Refused, with nothing written: unknown id or a template not claimed by id
 * ('coupon not found'); claims not open yet ('claiming this coupon starts at …'); the activity ended
 * ('this coupon activity has ended'); the limit reached ('you have already claimed this coupon (1 per
 * person)'); no copy left ('all of these coupons have been claimed'); a malformed id ('invalid parameter:
 * id'). Needs a consumer session (HTTP 401 otherwise).
 */
export const claimCouponEndpoint = defineEndpoint({
  name: 'claimCoupon',
  method: 'POST',
  path: '/api/act/coupon_v2/',
  request: z.object({ id: idParam }),
  response: z.object({ coupon: userCouponSchema }),
  auth: 'user',
});

export type ClaimCouponResponse = z.output<typeof claimCouponEndpoint.response>;

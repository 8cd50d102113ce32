import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { clientCouponStatusSchema, userCouponSchema } from '../entities/coupon';
import { pagingFields } from '../fields/paging';

/**
 * POST /api/act/coupon_user/ (spec §7, 'not shown'): the caller's own coupons, `pageSize` (at most 10,
 * spec §9) per `page` (from 1); a next page exists only after a full one (hasNextPage of
 * @luggage/domain/paging). With `clientCouponStatus` only the coupons in that status now (absent or null:
 * all).
 *
 * Order: unused (0) first, the soonest to end first (use them before they are lost); then locked (1), the
 * same way; then used (2) and expired (3), the latest to end first; ties by newest issue. `counts` gives
 * how many the caller has in each status (for the tabs), whatever the filter and page.
 *
 * How coupons come: a welcome coupon at the first login, a claim on an activity page (coupon_info,
 * coupon_v2). A coupon's status is read at the server's clock: a coupon held by an order that was not paid
 * in time is unused again, an unused coupon past its end is expired, without any job running.
 */
export const userCouponsEndpoint = defineEndpoint({
  name: 'userCoupons',
  method: 'POST',
  path: '/api/act/coupon_user/',
  request: z.object({ ...pagingFields, clientCouponStatus: clientCouponStatusSchema.nullish() }),
  response: z.object({
    coupons: z.array(userCouponSchema),
    page: z.number().int().min(1),
    counts: z.object({ unused: z.number().int().min(0), locked: z.number().int().min(0), used: z.number().int().min(0), expired: z.number().int().min(0) }),
  }),
  auth: 'user',
});

export type UserCouponsResponse = z.output<typeof userCouponsEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { userCouponSchema } from '../entities/coupon';
import { shareCodeSchema } from '../entities/share';

/**
 * POST /api/act/share_coupon/ (spec §7, 'not shown'): the caller, a friend who opened the link
 * `#/share?from=<from>`, claims the friend coupon of the share activity (the rules: share_new) and gets it
 * as an unused coupon; the claim is recorded for the sharer's reward.
 *
 * Exactly once, on any number of servers: the friend's claims take turns (their account row is locked),
 * and the database keeps one share claim per friend; the coupon is issued by the same rules as coupon_v2
 * (stock never over-issued). Refused, with nothing written: unknown code ('this share link is not
 * valid'); the caller's own link ('you cannot claim from your own share link'); a share claimed before
 * ('you have already claimed a coupon from a friend’s share'); an existing customer on a new-customers-only
 * activity ('this offer is for new customers only'); the friend coupon's claim rules (not started, ended,
 * all claimed); no activity ('sharing is not available now'); a malformed code ('invalid parameter:
 * from'). Needs a consumer session (HTTP 401 otherwise).
 */
export const claimShareCouponEndpoint = defineEndpoint({
  name: 'claimShareCoupon',
  method: 'POST',
  path: '/api/act/share_coupon/',
  request: z.object({ from: shareCodeSchema }),
  response: z.object({ coupon: userCouponSchema }),
  auth: 'user',
});

export type ClaimShareCouponResponse = z.output<typeof claimShareCouponEndpoint.response>;

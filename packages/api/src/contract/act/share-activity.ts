import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shareClaimRefusalSchema, shareCodeSchema, shareCouponSchema } from '../entities/share';

/**
 * GET /api/act/share_new/ (spec §7, 'not shown'): the share activity of #/share — a traveller passes their
 * link on; a friend who claims from it gets the friend coupon (share_coupon); once that friend's first
 * order after the claim is paid, the sharer gets the reward coupon.
 *
 * The rules, as travellers and finance read them:
 * - A friend claims from one share link once, ever (whoever's link), never from their own link; when the
 *   activity is for new customers only (`newCustomersOnly`), not once they have had an order paid (a
 *   refunded one counts: they were a customer). The friend coupon's claim window and stock apply too.
 * - The reward is issued to the sharer in the same transaction that marks the friend's first order paid
 *   after the claim (a booking paid online, or one a coupon covers in full), exactly once per
 *   friend, with the reward terms of the day the friend claimed. A later refund or cancellation of that
 *   order does not take the reward back. A reward the reward coupon's own rules refuse then (its stock
 *   gone, its claims ended) is not issued later.
 * - The activity is the newest friend template and the newest reward template (coupon_template channels
 *   'share-friend' and 'share-reward'); without both, sharing is not available ('sharing is not available
 *   now').
 *
 * Public, like coupon_info: a guest gets the terms (`mine` null) so a friend sees what they get before
 * logging in; with a live consumer session (User-Token, User-Id) `mine` is the caller's share: their code
 * (given on this first call and kept), and counts. The client builds the link: the app's own URL with
 * `#/share?from=<shareCode>`.
 *
 * With `from` (a friend opening a link): `invite` says whether the caller may claim from it now —
 * `claimRefusal` null, or why not (shareClaimRefusalSchema; a guest only gets the coupon's own refusals,
 * the others need to know who they are). Unknown `from`: 'this share link is not valid'; malformed: 'invalid
 * parameter: from'.
 */
export const shareActivityEndpoint = defineEndpoint({
  name: 'shareActivity',
  method: 'GET',
  path: '/api/act/share_new/',
  request: z.object({ from: shareCodeSchema.optional() }),
  response: z.object({
    /** What a friend gets by claiming from a link. */
    friendCoupon: shareCouponSchema,
    /** What the sharer gets once a friend's first order after the claim is paid. */
    rewardCoupon: shareCouponSchema,
    /** Only travellers who have never had an order paid may claim. */
    newCustomersOnly: z.boolean(),
    /** The caller's own share; null for a guest. */
    mine: z
      .object({
        shareCode: shareCodeSchema,
        /** Friends who claimed from the caller's link. */
        friendsClaimed: z.number().int().min(0),
        /** Reward coupons the caller got for them. */
        rewardsEarned: z.number().int().min(0),
      })
      .nullable(),
    /** The link `from` when asked; null otherwise. */
    invite: z.object({ claimRefusal: shareClaimRefusalSchema.nullable() }).nullable(),
  }),
  auth: 'none',
});

export type ShareActivityResponse = z.output<typeof shareActivityEndpoint.response>;

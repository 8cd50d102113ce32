import type { EndpointParams, ShareActivityResponse, shareActivityEndpoint } from '@luggage/api/contract';
import { couponClaimRefusal } from '@luggage/domain/coupons';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { countClaimed } from '../coupon/count-claimed';
import { selectScopeShops, type ScopeShop } from '../coupon/select-scope-shops';
import type { TemplateRow } from '../coupon/template-columns';
import { templateOfferFacts } from '../coupon/template-offer-facts';
import { templateValidityView } from '../coupon/template-validity-view';
import { toCouponTerms } from '../coupon/to-coupon-terms';
import { friendShareRefusal } from './friend-share-refusal';
import { selectShareActivity } from './select-share-activity';
import { shareCodeOf } from './share-code-of';
import { sharerOf } from './sharer-of';

/** A share template's terms and validity, as share_new states them. */
function shareCoupon(row: TemplateRow, shops: ReadonlyMap<number, ScopeShop[]>): ShareActivityResponse['friendCoupon'] {
  return { ...toCouponTerms(row, shops), validity: templateValidityView(row) };
}

/** The caller's share: their code (given now if they have none) and how many friends claimed and rewards came of it. */
async function myShare(db: Kysely<DatabaseSchema>, userId: string): Promise<NonNullable<ShareActivityResponse['mine']>> {
  const shareCode = await shareCodeOf(db, userId);
  const counts = await db
    .selectFrom('share_claim')
    .select((eb) => [eb.cast<number>(eb.fn.countAll(), 'integer').as('friends'), eb.cast<number>(eb.fn.count('reward_coupon_id'), 'integer').as('rewards')])
    .where('sharer_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { shareCode, friendsClaimed: counts.friends, rewardsEarned: counts.rewards };
}

/**
 * share_new: the share activity at `now` (ms) for `userId` (null: a guest) — the friend and reward
 * coupons' terms, the caller's own share, and with `params.from` whether the caller may claim from that
 * link: the share's rules (friendShareRefusal, not for a guest), then the friend coupon's (a guest's copies
 * are not counted).
 */
export async function getShareActivity(
  db: Kysely<DatabaseSchema>,
  userId: string | null,
  params: EndpointParams<typeof shareActivityEndpoint>,
  now: number,
): Promise<ShareActivityResponse> {
  const { friend, reward } = await selectShareActivity(db);
  const shops = await selectScopeShops(db, [friend.id, reward.id]);
  const inviteRefusal = async (from: string) => {
    const sharerId = await sharerOf(db, from);
    if (userId === null) return couponClaimRefusal(templateOfferFacts(friend), null, now)?.reason ?? null;
    const refusal = await friendShareRefusal(db, { sharerId, friendId: userId, friend });
    return refusal?.reason ?? couponClaimRefusal(templateOfferFacts(friend), await countClaimed(db, friend.id, userId), now)?.reason ?? null;
  };
  return {
    friendCoupon: shareCoupon(friend, shops),
    rewardCoupon: shareCoupon(reward, shops),
    newCustomersOnly: friend.new_customers_only,
    mine: userId === null ? null : await myShare(db, userId),
    invite: params.from === undefined ? null : { claimRefusal: await inviteRefusal(params.from) },
  };
}

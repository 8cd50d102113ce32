import type { ClaimShareCouponResponse, claimShareCouponEndpoint, EndpointParams } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { ApiFailure } from '../../errors/api-failure';
import { claimRefusalFailure } from '../coupon/coupon-failures';
import { issueCoupon } from '../coupon/issue-coupon';
import { readUserCoupon } from '../coupon/read-user-coupon';
import { friendShareRefusal } from './friend-share-refusal';
import { selectShareActivity } from './select-share-activity';
import { shareRefusalFailure } from './share-refusal-failure';
import { sharerOf } from './sharer-of';

/**
 * share_coupon: `userId` claims the friend coupon from the share link `params.from` at `clock()`, in one
 * transaction, exactly once however many claims race: the friend's account row is locked first (their
 * claims take turns, so the second sees the first's share claim), the share's rules are asked
 * (friendShareRefusal), the coupon is issued (issueCoupon: claim window, stock) and the share claim is
 * written with the reward template the sharer is promised. A refusal is its catalogued error, nothing
 * written; the database's one share claim per friend stands behind the lock.
 */
export async function claimShareCoupon(
  deps: { db: Kysely<DatabaseSchema>; clock: () => number },
  userId: string,
  params: EndpointParams<typeof claimShareCouponEndpoint>,
): Promise<ClaimShareCouponResponse> {
  const now = deps.clock();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // NO KEY UPDATE: a share claim's foreign keys (KEY SHARE) on this row from the friend's own link do not wait for it.
      await trx.selectFrom('app_user').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
      const sharerId = await sharerOf(trx, params.from);
      const { friend, reward } = await selectShareActivity(trx);
      const refusal = await friendShareRefusal(trx, { sharerId, friendId: userId, friend });
      if (refusal) throw shareRefusalFailure(refusal);
      const outcome = await issueCoupon(trx, { templateId: friend.id, channel: 'share-friend', userId, now });
      if ('refusal' in outcome) throw claimRefusalFailure(outcome.refusal);
      await trx
        .insertInto('share_claim')
        .values({ friend_user_id: userId, sharer_user_id: sharerId, friend_coupon_id: outcome.couponId, reward_template_id: reward.id, claimed_at: new Date(now) })
        .execute();
      return { coupon: await readUserCoupon(trx, userId, outcome.couponId, now) };
    });
  } catch (error) {
    // The account lock makes this impossible; one share claim per friend is the database's own guard behind it.
    if (!isUniqueViolation(error)) throw error;
    throw new ApiFailure('shareAlreadyClaimed');
  }
}

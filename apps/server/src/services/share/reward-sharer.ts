import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { issueCoupon } from '../coupon/issue-coupon';

/**
 * Inside the transaction that marks order `orderId` paid at `now` (ms): when it is the first order paid
 * since its traveller claimed from a friend's share link, settles that share claim — exactly once however
 * many payments race (a conditional UPDATE … WHERE rewarded_order_id IS NULL: a second payment waits for the
 * first's row lock, then finds it settled) — and issues the sharer one copy of the reward template promised
 * at the claim (issueCoupon). A reward its template refuses (stock gone, claims ended) is settled without
 * a coupon: it is not issued later. Nothing is taken back when the order is later refunded. A walk-in
 * order (no traveller) rewards nobody.
 */
export async function rewardSharer(trx: Transaction<DatabaseSchema>, orderId: string, now: number): Promise<void> {
  const order = await trx.selectFrom('user_order').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.user_id === null) return;
  const claim = await trx
    .updateTable('share_claim')
    .set({ rewarded_order_id: orderId, rewarded_at: new Date(now) })
    .where('friend_user_id', '=', order.user_id)
    .where('rewarded_order_id', 'is', null)
    .returning(['id', 'sharer_user_id', 'reward_template_id'])
    .executeTakeFirst();
  if (!claim) return;
  const outcome = await issueCoupon(trx, { templateId: claim.reward_template_id, channel: 'share-reward', userId: claim.sharer_user_id, now });
  if ('couponId' in outcome) await trx.updateTable('share_claim').set({ reward_coupon_id: outcome.couponId }).where('id', '=', claim.id).execute();
}

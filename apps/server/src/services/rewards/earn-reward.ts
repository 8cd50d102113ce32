import { ATTRIBUTION_DAYS, REWARD_PENDING_DAYS, rewardAmount, type RewardRule } from '@luggage/domain/rewards';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderPaidAmount } from '../invoice/order-paid-amount';

const DAY_MS = 86_400_000;

/**
 * Inside the transaction that hands booking `orderId`'s luggage back at `now` (ms): when its traveller was
 * attributed to a promoter no more than ATTRIBUTION_DAYS before, the promoter earns `rule`'s share of what
 * was really paid for the booking (orderPaidAmount: its and its supplements' payments and the counter's
 * extra days, less refunds), 'pending' until REWARD_PENDING_DAYS later. Nothing for a walk-in order (no
 * traveller), a supplementary order, an unattributed traveller or a reward of 0 fen; one reward per order
 * (unique order_id: a second call changes nothing). Answers the reward's id, or null when none was earned.
 */
export async function earnReward(trx: Transaction<DatabaseSchema>, pickUp: { orderId: string; now: number; rule: RewardRule }): Promise<string | null> {
  const attributed = await trx
    .selectFrom('user_order as o')
    .innerJoin('promotion_attribution as a', 'a.user_id', 'o.user_id')
    .select(['a.promoter_user_id', 'a.user_id'])
    .where('o.id', '=', pickUp.orderId)
    .where('o.delay_id', 'is', null)
    .where('a.attributed_at', '>=', new Date(pickUp.now - ATTRIBUTION_DAYS * DAY_MS))
    .executeTakeFirst();
  if (!attributed) return null;
  const paid = await orderPaidAmount(trx, pickUp.orderId);
  const amount = rewardAmount(paid, pickUp.rule);
  if (amount <= 0) return null;
  const reward = await trx
    .insertInto('reward')
    .values({
      promoter_user_id: attributed.promoter_user_id,
      friend_user_id: attributed.user_id,
      order_id: pickUp.orderId,
      paid_amount: paid,
      amount,
      earned_at: new Date(pickUp.now),
      available_at: new Date(pickUp.now + REWARD_PENDING_DAYS * DAY_MS),
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return reward?.id ?? null;
}

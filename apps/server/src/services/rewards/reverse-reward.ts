import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Inside the transaction that starts a refund of a payment of order `orderId` (a booking or one of its
 * supplementary orders) at `now` (ms): reverses the booking's reward while it is pending (before its
 * available_at): 'reversed' at `now`, and it never enters the wallet. A reward already released, or whose
 * pending time is over, stays: a refund does not take back what became withdrawable. The conditional
 * update waits for a release holding the row and then sees its result, so the two never both happen.
 * Answers whether a reward was reversed.
 */
export async function reverseReward(trx: Kysely<DatabaseSchema>, refund: { orderId: string; now: number }): Promise<boolean> {
  const reversed = await trx
    .updateTable('reward')
    .set({ status: 'reversed', reversed_at: new Date(refund.now) })
    .where('status', '=', 'pending')
    .where('available_at', '>', new Date(refund.now))
    .where('order_id', '=', (select) =>
      select.selectFrom('user_order').select((column) => column.fn.coalesce('delay_id', 'id').as('booking_id')).where('id', '=', refund.orderId),
    )
    .executeTakeFirst();
  return reversed.numUpdatedRows > 0n;
}

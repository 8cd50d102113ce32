import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/**
 * Inside the check-out of the booking `bookingId` (its row locked) on the Asia/Shanghai day `today`: the
 * luggage has left, so an extension still waiting for payment is cancelled (it can no longer be paid),
 * and the paid extensions' reservations of today and later days are freed like the booking's own (a
 * pick-up before the extended end refunds nothing).
 */
export async function endExtensionsAtPickUp(trx: Kysely<DatabaseSchema>, bookingId: string, today: string, now: number): Promise<void> {
  await trx
    .updateTable('user_order')
    .set({ status: 'cancelled', cancelled_at: new Date(now) })
    .where('delay_id', '=', bookingId)
    .where('supplement', '=', 'extension')
    .where('status', '=', 'unpaid')
    .execute();
  await trx
    .deleteFrom('inventory_reservation')
    .where('day', '>=', today)
    .where('order_id', 'in', (sub) => sub.selectFrom('user_order').select('id').where('delay_id', '=', bookingId).where('supplement', '=', 'extension'))
    .execute();
}

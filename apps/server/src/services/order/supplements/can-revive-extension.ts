import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/**
 * Whether a payment arriving for the order `order` after it stopped holding its days (lapsed, or cancelled
 * with its booking or at its pick-up) may still pay it, as far as being a supplement goes: anything but an
 * extension may; an extension only while its booking is paid and not handed back and no other paid
 * extension of it covers its first day. Otherwise the payment is refunded. The booking is read, not locked
 * (the order is locked first here, the booking first elsewhere: locking both would risk a deadlock).
 */
export async function canReviveExtension(
  trx: Kysely<DatabaseSchema>,
  order: { id: string; supplement: 'extension' | 'move' | null; delay_id: string | null; start_date: string },
): Promise<boolean> {
  if (order.supplement !== 'extension' || order.delay_id === null) return true;
  const booking = await trx.selectFrom('user_order').select(['status', 'store_status']).where('id', '=', order.delay_id).executeTakeFirst();
  if (!booking || booking.status !== 'paid' || booking.store_status === ORDER_STORE_STATUS.completed) return false;
  const covered = await trx
    .selectFrom('user_order')
    .select('id')
    .where('delay_id', '=', order.delay_id)
    .where('supplement', '=', 'extension')
    .where('status', '=', 'paid')
    .where('id', '<>', order.id)
    .where('end_date', '>=', order.start_date)
    .executeTakeFirst();
  return covered === undefined;
}

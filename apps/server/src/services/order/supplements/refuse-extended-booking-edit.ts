import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/**
 * Inside the transaction that asks for a change of days of the locked booking `bookingId` (edit/apply):
 * refuses ('extendedBookingNotEditable') when it has an extension paid or waiting for payment at `now`,
 * whose days follow the booked ones and would not move with them.
 */
export async function refuseExtendedBookingEdit(trx: Kysely<DatabaseSchema>, bookingId: string, now: number): Promise<void> {
  const extension = await trx
    .selectFrom('user_order')
    .select('id')
    .where('delay_id', '=', bookingId)
    .where('supplement', '=', 'extension')
    .where((where) => where.or([where('status', '=', 'paid'), where.and([where('status', '=', 'unpaid'), where('pay_before', '>', new Date(now))])]))
    .executeTakeFirst();
  if (extension) throw new ApiFailure('extendedBookingNotEditable');
}

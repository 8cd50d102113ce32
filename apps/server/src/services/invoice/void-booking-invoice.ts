import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Inside the transaction that records a refund of order `orderId` (startRefund): voids (red-letter) the
 * invoice of its booking — the order itself, or for a supplementary order the booking its delay_id names —
 * unless it is voided already. The amount it was made out for is no longer what was paid. Answers
 * whether an invoice was voided.
 */
export async function voidBookingInvoice(trx: Kysely<DatabaseSchema>, orderId: string, now: number): Promise<boolean> {
  const voided = await trx
    .updateTable('invoice')
    .set({ status: 'voided', voided_at: new Date(now), void_reason: 'refund' })
    .where('status', '<>', 'voided')
    .where('order_id', '=', (select) =>
      select.selectFrom('user_order').select((column) => column.fn.coalesce('delay_id', 'id').as('booking_id')).where('id', '=', orderId),
    )
    .executeTakeFirst();
  return voided.numUpdatedRows > 0n;
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Inside the transaction that records a refund of payment `paymentId` of order `orderId` (startRefund):
 * voids (red-letter) the invoice of its booking — the order itself, or for a supplementary order the
 * booking its delay_id names — unless it is voided already, when the refunded payment is part of the
 * amount the invoice was made out for (it had succeeded when the invoice was asked for). A payment that
 * arrived later (say, of an extension that lapsed, refunded at once) leaves the invoice as it is.
 * Answers whether an invoice was voided.
 */
export async function voidBookingInvoice(trx: Kysely<DatabaseSchema>, refund: { orderId: string; paymentId: string; now: number }): Promise<boolean> {
  const voided = await trx
    .updateTable('invoice')
    .set({ status: 'voided', voided_at: new Date(refund.now), void_reason: 'refund' })
    .where('status', '<>', 'voided')
    .where('order_id', '=', (select) =>
      select.selectFrom('user_order').select((column) => column.fn.coalesce('delay_id', 'id').as('booking_id')).where('id', '=', refund.orderId),
    )
    .where((where) =>
      where.exists(
        where
          .selectFrom('payment')
          .select('payment.id')
          .where('payment.id', '=', refund.paymentId)
          .where('payment.status', '=', 'succeeded')
          .whereRef('payment.paid_at', '<=', 'invoice.created_at'),
      ),
    )
    .executeTakeFirst();
  return voided.numUpdatedRows > 0n;
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { findRefundablePayment } from '../../payment/find-refundable-payment';
import { startRefund } from '../../payment/refund-payment';

/**
 * Inside the transaction that cancels the booking `bookingId` before storage (order/cancel, its row locked):
 * cancels its extensions with it, at `now`, and its changes of shop (supplement 'move': an unpaid one
 * holds the new shop's days, a paid one paid part of the moved booking's price). An unpaid one becomes
 * 'cancelled' (no longer payable, its days free); a paid one becomes 'refunding' (or 'refunded' with nothing to give back) and its payment's
 * amount goes back (refund reason 'cancelled'). Answers the refunds started, to settle after the commit
 * (settleRefund).
 */
export async function cancelBookingSupplements(trx: Kysely<DatabaseSchema>, bookingId: string, now: number): Promise<string[]> {
  const extensions = await trx
    .selectFrom('user_order')
    .select(['id', 'status'])
    .where('delay_id', '=', bookingId)
    .where('supplement', 'in', ['extension', 'move'])
    .where('status', 'in', ['unpaid', 'paid'])
    .orderBy('id')
    .forUpdate()
    .execute();
  const refundIds: string[] = [];
  for (const extension of extensions) {
    if (extension.status === 'unpaid') {
      await trx.updateTable('user_order').set({ status: 'cancelled', cancelled_at: new Date(now) }).where('id', '=', extension.id).execute();
      continue;
    }
    const payment = await findRefundablePayment(trx, { orderId: extension.id });
    const owed = payment !== undefined && payment.amount > 0;
    await trx
      .updateTable('user_order')
      .set({ status: owed ? 'refunding' : 'refunded', cancelled_at: new Date(now) })
      .where('id', '=', extension.id)
      .execute();
    if (owed) refundIds.push(await startRefund(trx, { orderId: extension.id, paymentId: payment.id, amount: payment.amount, reason: 'cancelled', now }));
  }
  return refundIds;
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The payment that paid the order `orderId` and still holds its money: succeeded, without a refund that has
 * not failed (the earliest such); order/cancel and an approved cancellation refund it; undefined when none (nothing to give back).
 * `amount` is what the provider took, in fen.
 */
export function findRefundablePayment(trx: Kysely<DatabaseSchema>, orderId: string): Promise<{ id: string; amount: number } | undefined> {
  return trx
    .selectFrom('payment as p')
    .leftJoin('refund as r', (join) => join.onRef('r.payment_id', '=', 'p.id').on('r.status', '<>', 'failed'))
    .select(['p.id', 'p.amount'])
    .where('p.order_id', '=', orderId)
    .where('p.status', '=', 'succeeded')
    .where('r.id', 'is', null)
    .orderBy('p.paid_at')
    .executeTakeFirst();
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { paymentOwnerColumn, type PaymentOwner } from './payment-owner';

/**
 * The payment that paid `owner` (a booking or a combo's coupon order) and still holds its money: succeeded,
 * without a refund that has not failed (the earliest such); order/cancel, an approved cancellation and a
 * combo's refund refund it; undefined when none (nothing to give back).
 * `amount` is what the provider took, in fen.
 */
export function findRefundablePayment(trx: Kysely<DatabaseSchema>, owner: PaymentOwner): Promise<{ id: string; amount: number } | undefined> {
  const { column, id } = paymentOwnerColumn(owner);
  return trx
    .selectFrom('payment as p')
    .leftJoin('refund as r', (join) => join.onRef('r.payment_id', '=', 'p.id').on('r.status', '<>', 'failed'))
    .select(['p.id', 'p.amount'])
    .where(`p.${column}`, '=', id)
    .where('p.status', '=', 'succeeded')
    .where('r.id', 'is', null)
    .orderBy('p.paid_at')
    .executeTakeFirst();
}

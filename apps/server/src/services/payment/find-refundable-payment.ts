import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { paymentOwnerColumn, type PaymentOwner } from './payment-owner';

/**
 * The payment that paid `owner` (a booking or a combo's coupon order) and still holds money: succeeded,
 * without a closing refund that has not failed (any reason but 'move'), and with something left after its
 * live 'move' refunds (the difference given back when a booking moved to a cheaper shop); the earliest
 * such. order/cancel, an approved cancellation, a combo's refund and a change of shop refund it; undefined
 * when none (nothing to give back). `amount` is what it still holds, in fen: what the provider took less
 * its live move refunds.
 */
export function findRefundablePayment(trx: Kysely<DatabaseSchema>, owner: PaymentOwner): Promise<{ id: string; amount: number } | undefined> {
  const { column, id } = paymentOwnerColumn(owner);
  const movedBack = sql<number>`(SELECT COALESCE(SUM(m.amount), 0)::int FROM refund m WHERE m.payment_id = p.id AND m.status <> 'failed' AND m.reason = 'move')`;
  return trx
    .selectFrom('payment as p')
    .leftJoin('refund as r', (join) => join.onRef('r.payment_id', '=', 'p.id').on('r.status', '<>', 'failed').on('r.reason', '<>', 'move'))
    .select(['p.id', sql<number>`p.amount - ${movedBack}`.as('amount')])
    .where(`p.${column}`, '=', id)
    .where('p.status', '=', 'succeeded')
    .where('r.id', 'is', null)
    .where(sql<boolean>`p.amount - ${movedBack} > 0`)
    .orderBy('p.paid_at')
    .executeTakeFirst();
}

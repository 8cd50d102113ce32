import type { OwedRefund } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/** The most refunds the list shows. */
const OWED_REFUNDS_SHOWN = 100;

/**
 * The refunds of orders at `storeId` still owed, oldest first, with the retry job's attempts, next attempt and
 * last error: 'processing' ones (state 'retrying'), and 'failed' ones (the provider refused them for good;
 * state 'refused') unless a later refund of the same payment for the same reason has not failed. The caller
 * must have checked the owner's role.
 */
export async function listOwedRefunds(db: Kysely<DatabaseSchema>, storeId: number): Promise<{ refunds: OwedRefund[] }> {
  const rows = await db
    .selectFrom('refund as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.order_id', 'r.status', 'r.amount', 'r.created_at', 'r.attempts', 'r.next_attempt_at', 'r.last_error'])
    .where('o.store_id', '=', storeId)
    .where((where) =>
      where.or([
        where('r.status', '=', 'processing'),
        where.and([
          where('r.status', '=', 'failed'),
          where.not(
            where.exists(
              where
                .selectFrom('refund as later')
                .select(sql`1`.as('one'))
                .whereRef('later.payment_id', '=', 'r.payment_id')
                .whereRef('later.reason', '=', 'r.reason')
                .whereRef('later.id', '>', 'r.id')
                .where('later.status', '<>', 'failed'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(OWED_REFUNDS_SHOWN)
    .$narrowType<{ order_id: string }>()
    .execute();
  return {
    refunds: rows.map((row) => ({
      refundId: row.id,
      state: row.status === 'failed' ? ('refused' as const) : ('retrying' as const),
      orderId: row.order_id,
      amount: row.amount,
      since: row.created_at.toISOString(),
      attempts: row.attempts,
      nextAttemptAt: row.status === 'failed' ? null : (row.next_attempt_at?.toISOString() ?? null),
      lastError: row.last_error,
    })),
  };
}

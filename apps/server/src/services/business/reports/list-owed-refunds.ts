import type { OwedRefund } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/** The most refunds the list shows. */
const OWED_REFUNDS_SHOWN = 100;

/**
 * The refunds of orders at `storeId` still 'processing' (owed: the payment provider has not paid them back),
 * oldest first, with the retry job's attempts, next attempt and last error. The caller must have checked the
 * owner's role.
 */
export async function listOwedRefunds(db: Kysely<DatabaseSchema>, storeId: number): Promise<{ refunds: OwedRefund[] }> {
  const rows = await db
    .selectFrom('refund as r')
    .innerJoin('user_order as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.order_id', 'r.amount', 'r.created_at', 'r.attempts', 'r.next_attempt_at', 'r.last_error'])
    .where('o.store_id', '=', storeId)
    .where('r.status', '=', 'processing')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(OWED_REFUNDS_SHOWN)
    .$narrowType<{ order_id: string }>()
    .execute();
  return {
    refunds: rows.map((row) => ({
      refundId: row.id,
      orderId: row.order_id,
      amount: row.amount,
      since: row.created_at.toISOString(),
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
      lastError: row.last_error,
    })),
  };
}

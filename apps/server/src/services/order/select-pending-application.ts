import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The pending application of order `orderId`, read after the order's row lock is held and in a statement
 * of its own: subqueries of the locking statement would see the snapshot from before a racing change
 * committed (READ COMMITTED re-checks only the locked row).
 */
export async function selectPendingApplication(
  trx: Transaction<DatabaseSchema>,
  orderId: string,
): Promise<{ id: string; kind: 'cancel' | 'edit' } | undefined> {
  return trx
    .selectFrom('order_application')
    .select([sql<string>`id::text`.as('id'), 'kind'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** An order's pending application with what the shop's answer needs; days 'yyyy-MM-dd'. */
export type PendingApplication =
  | { id: string; kind: 'cancel'; /** % of the amount paid the traveller accepts to forfeit (0–100). */ part: number }
  | { id: string; kind: 'edit'; startDate: string; endDate: string };

/**
 * The pending application of order `orderId`, read after the order's row lock is held and in a statement
 * of its own: subqueries of the locking statement would see the snapshot from before a racing change
 * committed (READ COMMITTED re-checks only the locked row). Every writer of an order's applications locks
 * the order first, so a racing application, answer or withdrawal has committed by now and is seen here.
 */
export async function selectPendingApplication(trx: Transaction<DatabaseSchema>, orderId: string): Promise<PendingApplication | null> {
  const row = await trx
    .selectFrom('order_application')
    .select([
      'id',
      'kind',
      'part',
      'start_date',
      'end_date',
    ])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!row) return null;
  if (row.kind === 'cancel' && row.part !== null) return { id: row.id, kind: 'cancel', part: row.part };
  if (row.kind === 'edit' && row.start_date !== null && row.end_date !== null) return { id: row.id, kind: 'edit', startDate: row.start_date, endDate: row.end_date };
  throw new Error(`order_application ${row.id} lacks the fields of its kind ${row.kind}`);
}

import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';

/** A pending application as the shop answers it; days 'yyyy-MM-dd'. */
export type PendingApplicationRow =
  | { id: string; kind: 'cancel'; /** % of the amount paid the traveller accepts to forfeit (0–100). */ part: number }
  | { id: string; kind: 'edit'; startDate: string; endDate: string };

/**
 * Locks (FOR UPDATE, until the transaction ends) the order `orderId` of shop `storeId` and reads its pending
 * application. An unknown order and another shop's order are both 'orderNotFound'; an order without a pending
 * application (never applied, withdrawn, or answered by someone else a moment ago) is 'applicationNotFound'.
 */
export async function lockPendingApplication(
  trx: Transaction<DatabaseSchema>,
  target: { storeId: number; orderId: string },
): Promise<PendingApplicationRow> {
  const order = await trx.selectFrom('user_order').select('id').where('id', '=', target.orderId).where('store_id', '=', target.storeId).forUpdate().executeTakeFirst();
  if (!order) throw new ApiFailure('orderNotFound');
  // Read in a statement of its own once the order's lock is held: every writer of an order's applications
  // locks the order first, so a racing answer or withdrawal has committed by now and is seen here.
  const row = await trx
    .selectFrom('order_application')
    .select([
      sql<string>`id::text`.as('id'),
      'kind',
      'part',
      sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
    ])
    .where('order_id', '=', target.orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!row) throw new ApiFailure('applicationNotFound');
  if (row.kind === 'cancel' && row.part !== null) return { id: row.id, kind: 'cancel', part: row.part };
  if (row.kind === 'edit' && row.start_date !== null && row.end_date !== null) return { id: row.id, kind: 'edit', startDate: row.start_date, endDate: row.end_date };
  throw new Error(`order_application ${row.id} lacks the fields of its kind ${row.kind}`);
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** The tables an order call could write, each row as JSON text, in a stable order. */
const TABLES = ['user_order', 'user_order_goods', 'inventory_reservation', 'order_application', 'order_review', 'order_review_reply', 'payment', 'refund'] as const;

/**
 * Every row of the order tables (orders, goods, reservations, applications, reviews and their replies, payments, refunds):
 * equal snapshots before and after a call prove that the call changed nothing.
 */
export async function orderTablesSnapshot(db: Kysely<DatabaseSchema>): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t ORDER BY t::text`.execute(db);
    snapshot[table] = rows.map((entry) => entry.row);
  }
  return snapshot;
}

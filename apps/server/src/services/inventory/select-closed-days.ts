import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The days ('yyyy-MM-dd', ascending) from `startDate` to `endDate` (both included) on which shop `storeId`
 * is closed (store_closure): a closed day takes no new bookings, whatever its room.
 */
export async function selectClosedDays(db: Kysely<DatabaseSchema>, range: { storeId: number; startDate: string; endDate: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('store_closure')
    .select('day')
    .where('store_id', '=', range.storeId)
    .where(sql<boolean>`day BETWEEN ${range.startDate}::date AND ${range.endDate}::date`)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

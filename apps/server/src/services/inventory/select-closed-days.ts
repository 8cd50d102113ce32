import { fromYyyymmdd } from '@luggage/domain/dates';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The days (yyyymmdd, ascending) from `startDate` to `endDate` (both included) on which shop `storeId`
 * is closed (store_closure): a closed day takes no new bookings, whatever its room.
 */
export async function selectClosedDays(db: Kysely<DatabaseSchema>, range: { storeId: number; startDate: string; endDate: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('store_closure')
    .select(sql<string>`to_char(day, 'YYYYMMDD')`.as('day'))
    .where('store_id', '=', range.storeId)
    .where(sql<boolean>`day BETWEEN ${fromYyyymmdd(range.startDate)}::date AND ${fromYyyymmdd(range.endDate)}::date`)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

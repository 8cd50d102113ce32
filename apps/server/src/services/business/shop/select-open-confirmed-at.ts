import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/** When staff first confirmed shop `storeId` open on `date` (yyyy-MM-dd, Asia/Shanghai), as ISO 8601; null when nobody has. */
export async function selectOpenConfirmedAt(db: Kysely<DatabaseSchema>, storeId: number, date: string): Promise<string | null> {
  const row = await db
    .selectFrom('store_open_confirmation')
    .select('confirmed_at')
    .where('store_id', '=', storeId)
    .where('day', '=', date)
    .executeTakeFirst();
  return row?.confirmed_at.toISOString() ?? null;
}

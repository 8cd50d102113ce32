import type { Kysely } from 'kysely';
import type { DatabaseSchema, StoreTable } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/**
 * The `columns` of shop `storeId` while it is on sale; a shop unknown or taken off is status 0
 * 'shopNotFound' (HTTP 404 is info_v2/v3's own answer).
 */
export async function requireShopOnSale<Column extends keyof StoreTable & string>(
  db: Kysely<DatabaseSchema>,
  storeId: number,
  columns: readonly Column[],
) {
  const store = await db.selectFrom('store').select(columns).where('id', '=', storeId).where('removed_at', 'is', null).executeTakeFirst();
  if (!store) throw new ApiFailure('shopNotFound');
  return store;
}

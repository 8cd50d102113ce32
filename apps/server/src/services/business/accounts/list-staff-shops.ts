import type { BusinessShop } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';

/** The shops (not taken off) where `userId` works, with the role at each, by store id. Empty when none. */
export async function listStaffShops(db: Kysely<DatabaseSchema>, userId: string): Promise<BusinessShop[]> {
  const rows = await db
    .selectFrom('store_staff')
    .innerJoin('store', 'store.id', 'store_staff.store_id')
    .select(['store.id', 'store.name', 'store.en', 'store_staff.role'])
    .where('store_staff.user_id', '=', userId)
    .where('store.removed_at', 'is', null)
    .orderBy('store.id')
    .execute();
  return rows.map((row) => ({ storeId: row.id, name: row.name, en: row.en, role: row.role }));
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import { namePinyin } from './name-pinyin';

/**
 * Gives every shop without pinyin (new seed shops, and the shops of a database created before the
 * columns existed) the pinyin and initials of its name, so the place search finds it by pinyin.
 * Returns how many shops it filled. Postgres has no pinyin function, hence here and not in the migration.
 */
export async function fillShopPinyin(db: Kysely<DatabaseSchema>): Promise<number> {
  const shops = await db.selectFrom('store').select(['id', 'name']).where('pinyin', '=', '').execute();
  for (const shop of shops) {
    await db.updateTable('store').set(namePinyin(shop.name)).where('id', '=', shop.id).execute();
  }
  return shops.length;
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import type { SeedData } from './seed-data-schema';

/**
 * Gives each seed shop without an English address the seed's one (new seed shops, and the shops of a
 * database created before the column existed), where the shop still has the seed's Chinese address: an
 * address the shop changed is not described by the seed's English. Returns how many shops it filled.
 */
export async function fillShopAddressEn(db: Kysely<DatabaseSchema>, shops: SeedData['shops']): Promise<number> {
  let filled = 0;
  for (const shop of shops) {
    if (!shop.addressEn) continue;
    const result = await db
      .updateTable('store')
      .set({ address_en: shop.addressEn })
      .where('id', '=', shop.id)
      .where('address', '=', shop.address)
      .where('address_en', 'is', null)
      .executeTakeFirst();
    filled += Number(result.numUpdatedRows);
  }
  return filled;
}

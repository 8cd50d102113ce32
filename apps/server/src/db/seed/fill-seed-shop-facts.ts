import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import type { SeedData } from './seed-data-schema';

/**
 * Gives seed shops the facts that came with later columns (new seed shops, and the shops of a database
 * created before the columns existed): the seed's English address where the shop has none and still has
 * the seed's Chinese address (an address the shop changed is not described by the seed's English), and
 * the seed's phone where the shop has none. Returns how many shops it changed.
 */
export async function fillSeedShopFacts(db: Kysely<DatabaseSchema>, shops: SeedData['shops']): Promise<number> {
  const filled = new Set<number>();
  for (const shop of shops) {
    if (shop.addressEn) {
      const result = await db
        .updateTable('store')
        .set({ address_en: shop.addressEn })
        .where('id', '=', shop.id)
        .where('address', '=', shop.address)
        .where('address_en', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) filled.add(shop.id);
    }
    if (shop.phone) {
      const result = await db.updateTable('store').set({ phone: shop.phone }).where('id', '=', shop.id).where('phone', 'is', null).executeTakeFirst();
      if (result.numUpdatedRows > 0n) filled.add(shop.id);
    }
  }
  return filled.size;
}

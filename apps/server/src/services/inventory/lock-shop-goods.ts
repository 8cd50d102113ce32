import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Locks the store_goods rows of shop `storeId` (all of them, or only `goodsIds`) FOR UPDATE inside the
 * transaction `trx`, always in goods_id order so two lockers never wait on each other crosswise, and
 * answers their capacity. Bookings, capacity changes and closures all take these locks before they
 * count held units, so none of them acts on a count another one is about to change.
 */
export async function lockShopGoods(
  trx: Kysely<DatabaseSchema>,
  storeId: number,
  goodsIds?: number[],
): Promise<{ goods_id: number; capacity: number }[]> {
  let query = trx.selectFrom('store_goods').select(['goods_id', 'capacity']).where('store_id', '=', storeId);
  if (goodsIds) query = query.where('goods_id', 'in', goodsIds);
  return query.orderBy('goods_id').forUpdate().execute();
}

import { toShopDetail, type ShopDetail } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectShopRows } from './select-shop-rows';
import { toShop } from './to-shop';

/**
 * A shop on sale with its page's derived fields (spec §3); HTTP 404 'the merchant does not exist or has
 * been taken off the shelves' when unknown or removed. Inventory as of `now` (ms): today's in Shanghai.
 */
export async function getShopDetail(db: Kysely<DatabaseSchema>, storeId: number, now: number): Promise<ShopDetail> {
  const row = await selectShopRows(db, now).where('s.id', '=', storeId).executeTakeFirst();
  if (!row) throw new ApiFailure('shopNotFound', 404);
  return toShopDetail(toShop(row), row.phone);
}

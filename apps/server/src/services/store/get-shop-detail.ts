import type { ShopDetail } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { selectShopRows } from './select-shop-rows';
import { toShop } from './to-shop';

/** Text inside the first full-width brackets （…） of an address, or null. */
export function simpleAddress(address: string): string | null {
  return /（([^）]+)）/.exec(address)?.[1] ?? null;
}

/**
 * A shop on sale with its page's derived fields (spec §3); HTTP 404 'the merchant does not exist or has
 * been taken off the shelves' when unknown or removed. `day` (yyyy-mm-dd) is the inventory day.
 */
export async function getShopDetail(db: Kysely<DatabaseSchema>, storeId: number, day: string): Promise<ShopDetail> {
  const row = await selectShopRows(db, day).where('s.id', '=', storeId).executeTakeFirst();
  if (!row) throw new ApiFailure('shopNotFound', 404);
  const shop = toShop(row);
  const priceOf = (goodsId: 1 | 2) => shop.inventory.find((item) => item.goodsId === goodsId)?.price ?? null;
  return {
    ...shop,
    opening: shop.businessTime.split('\n').map((line) => line.trim()).filter(Boolean),
    simpleAddress: simpleAddress(shop.address),
    bootPrice: priceOf(1),
    bagPrice: priceOf(2),
  };
}

import type { StoreBusinessTimeResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { requireShopOnSale } from './require-shop-on-sale';

/** A shop's opening times as text and as rules; status 0 'the merchant does not exist…' when unknown or removed (HTTP 404 is info_v2/v3 only). */
export async function getBusinessTime(db: Kysely<DatabaseSchema>, storeId: number): Promise<StoreBusinessTimeResponse> {
  const store = await requireShopOnSale(db, storeId, ['id', 'business_time']);
  const hours = await db
    .selectFrom('store_hours')
    .select(['weekdays', 'open', 'close'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
  return { id: store.id, businessTime: store.business_time, hours };
}

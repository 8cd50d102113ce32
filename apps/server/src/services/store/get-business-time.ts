import type { StoreBusinessTimeResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';

/** A shop's opening times as text and as rules; status 0 'the merchant does not exist…' when unknown or removed (HTTP 404 is info_v2/v3 only). */
export async function getBusinessTime(db: Kysely<DatabaseSchema>, storeId: number): Promise<StoreBusinessTimeResponse> {
  const store = await db
    .selectFrom('store')
    .select(['id', 'business_time'])
    .where('id', '=', storeId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!store) throw new ApiFailure('shopNotFound');
  const hours = await db
    .selectFrom('store_hours')
    .select(['weekdays', 'open', 'close'])
    .where('store_id', '=', storeId)
    .orderBy('position')
    .execute();
  return { id: store.id, businessTime: store.business_time, hours };
}

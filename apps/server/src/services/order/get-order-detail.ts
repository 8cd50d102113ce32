import type { OrderDetail } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import type { LuggagePhotoUrls } from '../business/luggage-photo-url';
import { selectOrderRows } from './select-order-rows';
import { toOrderDetail } from './to-order-detail';

/**
 * One of `userId`'s orders in detail as of `now` (ms); with `storeId`, only if it is at that shop.
 * 'order not found' when unknown, another user's or at another shop: the same answer for all three.
 * Its luggage photos come as URLs signed by `photoUrls`: only the order's traveller gets them here.
 */
export async function getOrderDetail(
  deps: { db: Kysely<DatabaseSchema>; photoUrls: LuggagePhotoUrls },
  userId: string,
  order: { orderId: string; storeId?: number },
  now: number,
): Promise<OrderDetail> {
  let query = selectOrderRows(deps.db, userId).where('o.id', '=', order.orderId);
  if (order.storeId !== undefined) query = query.where('o.store_id', '=', order.storeId);
  const row = await query.executeTakeFirst();
  if (!row) throw new ApiFailure('orderNotFound');
  return toOrderDetail(row, now, await Promise.all(row.photos.map((name) => deps.photoUrls.urlFor(name, now))));
}

import type { EndpointParams, ShopSettings, updateShopCapacityEndpoint } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { lockShopGoods } from '../../inventory/lock-shop-goods';
import { getShopSettings } from './get-shop-settings';
import { selectBookedPeaks } from './select-booked-peaks';

/**
 * Sets the daily `capacity` of goods `goodsId` at shop `storeId` at `now` (ms). In one transaction the
 * goods' store_goods row is locked as a booking locks it (see lockShopGoods), so a booking and the change
 * run one after the other; a capacity below the units held on some day from today on is refused with
 * 'capacityBelowBookings' naming the peak and its first day. A goods the shop does not offer is
 * 'invalid parameter: goodsId'.
 */
export async function updateShopCapacity(
  db: Kysely<DatabaseSchema>,
  change: EndpointParams<typeof updateShopCapacityEndpoint>,
  now: number,
): Promise<ShopSettings> {
  await db.transaction().execute(async (trx) => {
    const [goods] = await lockShopGoods(trx, change.storeId, [change.goodsId]);
    if (!goods) throw ApiFailure.invalidParameter('goodsId');
    const peak = (await selectBookedPeaks(trx, { storeId: change.storeId, now })).get(change.goodsId);
    if (peak && change.capacity < peak.count) throw new ApiFailure('capacityBelowBookings', 200, { count: String(peak.count), date: peak.date });
    await trx.updateTable('store_goods').set({ capacity: change.capacity }).where('store_id', '=', change.storeId).where('goods_id', '=', change.goodsId).execute();
  });
  return getShopSettings(db, change.storeId, now);
}

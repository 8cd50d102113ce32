import { SHOP_CLOSURE_DAYS_AHEAD, type EndpointParams, type setShopClosureEndpoint, type ShopSettings } from '@luggage/api/contract';
import { addDays, shanghaiToday } from '@luggage/domain/dates';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { ApiFailure } from '../../../errors/api-failure';
import { lockShopGoods } from '../../inventory/lock-shop-goods';
import { selectOrdersHoldingDays } from '../../inventory/select-orders-holding-days';
import { getShopSettings } from './get-shop-settings';

/**
 * Closes (`closed` true) or reopens day `date` ('yyyy-MM-dd') of shop `storeId` for staff account `userId` at
 * `now` (ms); repeating either changes nothing. The day must lie from today (Asia/Shanghai) to
 * SHOP_CLOSURE_DAYS_AHEAD days ahead ('closureOutOfRange'). Closing locks all the shop's store_goods rows
 * as bookings lock them (see lockShopGoods), so a booking and a closure of its day never both succeed, and
 * is refused with 'closureHasBookings' while orders hold units that day.
 */
export async function setShopClosure(
  db: Kysely<DatabaseSchema>,
  change: EndpointParams<typeof setShopClosureEndpoint> & { userId: string },
  now: number,
): Promise<ShopSettings> {
  const today = shanghaiToday(now);
  const { date: day } = change;
  if (day < today || day > addDays(today, SHOP_CLOSURE_DAYS_AHEAD)) throw new ApiFailure('closureOutOfRange');
  if (change.closed) {
    await db.transaction().execute(async (trx) => {
      await lockShopGoods(trx, change.storeId);
      const orders = (await selectOrdersHoldingDays(trx, { storeId: change.storeId, days: [day], now })).get(day) ?? 0;
      if (orders > 0) throw new ApiFailure('closureHasBookings', 200, { count: String(orders), date: day });
      await trx
        .insertInto('store_closure')
        .values({ store_id: change.storeId, day, created_by: change.userId, created_at: new Date(now) })
        .onConflict((conflict) => conflict.columns(['store_id', 'day']).doNothing())
        .execute();
    });
  } else {
    await db.deleteFrom('store_closure').where('store_id', '=', change.storeId).where('day', '=', day).execute();
  }
  return getShopSettings(db, change.storeId, now);
}

import type { ShopSettings } from '@luggage/api/contract';
import { shanghaiToday } from '@luggage/domain/dates';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/database-schema';
import { selectOrdersHoldingDays } from '../../inventory/select-orders-holding-days';
import { selectBookedPeaks } from './select-booked-peaks';

/**
 * Shop `storeId`'s settings at `now` (ms): its opening rules in their order, its closed days from today
 * (Asia/Shanghai) on with the orders holding units on each (days closed before any booking show 0), and
 * per goods its price (fen), daily capacity and booked peak from today on (see selectBookedPeaks).
 */
export async function getShopSettings(db: Kysely<DatabaseSchema>, storeId: number, now: number): Promise<ShopSettings> {
  const today = shanghaiToday(now);
  const hours = await db.selectFrom('store_hours').select(['weekdays', 'open', 'close']).where('store_id', '=', storeId).orderBy('position').execute();
  const closures = await db
    .selectFrom('store_closure')
    .select('day as date')
    .where('store_id', '=', storeId)
    .where(sql<boolean>`day >= ${today}::date`)
    .orderBy('day')
    .execute();
  const booked = await selectOrdersHoldingDays(db, { storeId, days: closures.map((closure) => closure.date), now });
  const goods = await db.selectFrom('store_goods').select(['goods_id', 'price_fen', 'capacity']).where('store_id', '=', storeId).orderBy('goods_id').execute();
  const peaks = await selectBookedPeaks(db, { storeId, now });
  return {
    hours,
    closures: closures.map(({ date }) => ({ date, bookedOrders: booked.get(date) ?? 0 })),
    goods: goods.map((line) => ({
      goodsId: line.goods_id as 1 | 2,
      price: line.price_fen,
      capacity: line.capacity,
      bookedPeak: peaks.get(line.goods_id)?.count ?? 0,
      bookedPeakDate: peaks.get(line.goods_id)?.date ?? null,
    })),
  };
}

import type { StoreInventoryResponse } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { daysInRange, fromYyyymmdd, toYyyymmdd } from '@luggage/domain/dates';
import { toInventoryItem } from './to-inventory-item';

/**
 * Availability of a shop on sale for every day from `startDate` to `endDate` (yyyymmdd, Shanghai, both
 * included): capacity − units reserved that day. Refuses a start before `today` (yyyymmdd) naming
 * startDate; status 0 with the not-found text when the shop is unknown or removed.
 */
export async function getShopInventory(
  db: Kysely<DatabaseSchema>,
  query: { storeId: number; startDate: string; endDate: string },
  today: string,
): Promise<StoreInventoryResponse> {
  if (query.startDate < today) throw ApiFailure.invalidParameter('startDate');
  const store = await db
    .selectFrom('store')
    .select('discount')
    .where('id', '=', query.storeId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!store) throw new ApiFailure('shopNotFound');
  const goods = await db
    .selectFrom('store_goods')
    .select(['goods_id', 'price_fen', 'capacity'])
    .where('store_id', '=', query.storeId)
    .orderBy('goods_id')
    .execute();
  const reservations = await db
    .selectFrom('inventory_reservation')
    .select(['goods_id', sql<string>`to_char(day, 'YYYYMMDD')`.as('day'), sql<number>`sum(units)::int`.as('units')])
    .where('store_id', '=', query.storeId)
    .where(sql<boolean>`day BETWEEN ${fromYyyymmdd(query.startDate)}::date AND ${fromYyyymmdd(query.endDate)}::date`)
    .groupBy(['goods_id', 'day'])
    .execute();
  const reserved = new Map(reservations.map((row) => [`${row.day}:${row.goods_id}`, row.units]));
  return {
    days: daysInRange(fromYyyymmdd(query.startDate), fromYyyymmdd(query.endDate)).map((day) => toYyyymmdd(day)).map((date) => ({
      date,
      inventory: goods.map((line) =>
        toInventoryItem(
          {
            goodsId: line.goods_id as 1 | 2,
            price: line.price_fen,
            capacity: line.capacity,
            reserved: reserved.get(`${date}:${line.goods_id}`) ?? 0,
          },
          store.discount,
        ),
      ),
    })),
  };
}

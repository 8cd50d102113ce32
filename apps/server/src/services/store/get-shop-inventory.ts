import type { EndpointParams, storeInventoryEndpoint, StoreInventoryResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { ApiFailure } from '../../errors/api-failure';
import { daysInRange, shanghaiToday } from '@luggage/domain/dates';
import { latestStartDate } from '@luggage/domain/orders';
import { selectHeldAndClosed } from '../inventory/select-held-and-closed';
import { heldUnitsKey } from '../inventory/select-held-units';
import { toInventoryItem } from './to-inventory-item';

/** The days a shop's inventory covers: shop `storeId`, from `startDate` to `endDate` ('yyyy-MM-dd', both included). */
type InventoryQuery = Pick<EndpointParams<typeof storeInventoryEndpoint>, 'storeId' | 'startDate' | 'endDate'>;

/**
 * Availability of a shop on sale for every day from `startDate` to `endDate` ('yyyy-MM-dd', Shanghai, both
 * included) at `now` (ms): capacity − units held that day (see orderHoldsUnits), nothing on a day the
 * shop is closed (store_closure). Refuses a start before today in Shanghai naming startDate, and one after
 * the latest start of a booking (latestStartDate) unless `delay` says the days extend a booking; status 0
 * with the not-found text when the shop is unknown or removed.
 */
export async function getShopInventory(
  db: Kysely<DatabaseSchema>,
  query: InventoryQuery & Pick<EndpointParams<typeof storeInventoryEndpoint>, 'delay'>,
  now: number,
): Promise<StoreInventoryResponse> {
  if (query.delay === undefined && query.startDate > latestStartDate(shanghaiToday(now))) throw ApiFailure.invalidParameter('startDate');
  const { days } = await readShopInventory(db, query, now);
  return { days };
}

/** The facts of a shop that pricing a booking there asks besides its inventory: whether it takes bookings, and its city. */
export interface InventoryShop {
  isSupportScheduled: boolean;
  cityId: number;
}

/**
 * getShopInventory's days, with the shop's discount percent they are priced at and the shop's booking facts
 * (InventoryShop), read in the same statement as its goods (read once, for pricing a booking).
 */
export async function readShopInventory(
  db: Kysely<DatabaseSchema>,
  query: InventoryQuery,
  now: number,
): Promise<StoreInventoryResponse & { discountPercent: number; shop: InventoryShop }> {
  if (query.startDate < shanghaiToday(now)) throw ApiFailure.invalidParameter('startDate');
  // The shop and its goods in one statement: a row without goods for a shop that offers none.
  const rows = await db
    .selectFrom('store as s')
    .leftJoin('store_goods as g', 'g.store_id', 's.id')
    .select(['s.discount', 's.is_support_scheduled', 's.city_id', 'g.goods_id', 'g.price_fen', 'g.capacity'])
    .where('s.id', '=', query.storeId)
    .where('s.removed_at', 'is', null)
    .orderBy('g.goods_id')
    .execute();
  const [store] = rows;
  if (!store) throw new ApiFailure('shopNotFound');
  const goods = rows.flatMap(({ goods_id, price_fen, capacity }) => (goods_id === null || price_fen === null || capacity === null ? [] : [{ goods_id, price_fen, capacity }]));
  const { held, closed } = await selectHeldAndClosed(db, { ...query, now });
  return {
    discountPercent: store.discount,
    shop: { isSupportScheduled: store.is_support_scheduled, cityId: store.city_id },
    days: daysInRange(query.startDate, query.endDate).map((date) => ({
      date,
      inventory: goods.map((line) =>
        toInventoryItem(
          {
            goodsId: line.goods_id as 1 | 2,
            price: line.price_fen,
            // A closed day takes no bookings: no capacity at all.
            capacity: closed.has(date) ? 0 : line.capacity,
            reserved: held.get(heldUnitsKey(date, line.goods_id)) ?? 0,
          },
          store.discount,
        ),
      ),
    })),
  };
}

import { shanghaiToday } from '@luggage/domain/dates';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { orderHoldsUnits } from '../inventory/order-holds-units';

/** Goods line of a shop row: price, daily capacity and units held today. */
export interface ShopGoodsRow {
  goodsId: 1 | 2;
  price: number;
  capacity: number;
  reserved: number;
}

/**
 * Select of shops on sale (not removed) with everything a {@link Shop} needs in one query: photos, opening
 * rules, whether today is a closure, and goods with the units held at `now` (ms; see orderHoldsUnits) on
 * today in Asia/Shanghai. Callers add where/order/limit.
 */
export function selectShopRows(db: Kysely<DatabaseSchema>, now: number) {
  const today = shanghaiToday(now);
  return db
    .selectFrom('store as s')
    .where('s.removed_at', 'is', null)
    .select([
      's.id',
      's.name',
      's.en',
      's.lng',
      's.lat',
      's.address',
      's.address_en',
      's.business_time',
      's.score',
      's.discount',
      's.is_support_scheduled',
      's.certified',
      's.label',
      's.class',
      's.city_id',
      's.phone',
      sql<string[]>`coalesce((SELECT json_agg(p.file ORDER BY p.position) FROM store_photo p WHERE p.store_id = s.id), '[]'::json)`.as(
        'pics',
      ),
      sql<{ weekdays: number[]; open: string; close: string }[]>`coalesce((
        SELECT json_agg(json_build_object('weekdays', h.weekdays, 'open', h.open, 'close', h.close) ORDER BY h.position)
        FROM store_hours h WHERE h.store_id = s.id), '[]'::json)`.as('hours'),
      sql<ShopGoodsRow[]>`coalesce((
        SELECT json_agg(json_build_object(
          'goodsId', g.goods_id, 'price', g.price_fen, 'capacity', g.capacity,
          'reserved', coalesce((SELECT sum(r.units) FROM inventory_reservation r JOIN user_order o ON o.id = r.order_id
                                WHERE r.store_id = g.store_id AND r.goods_id = g.goods_id AND r.day = ${today}::date
                                  AND ${orderHoldsUnits('o', now)}), 0)
        ) ORDER BY g.goods_id)
        FROM store_goods g WHERE g.store_id = s.id), '[]'::json)`.as('goods'),
      sql<boolean>`EXISTS (SELECT 1 FROM store_closure c WHERE c.store_id = s.id AND c.day = ${today}::date)`.as('closed_today'),
    ]);
}

/** One row of {@link selectShopRows}. */
export type ShopRow = Awaited<ReturnType<ReturnType<typeof selectShopRows>['executeTakeFirstOrThrow']>>;

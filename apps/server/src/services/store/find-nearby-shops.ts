import { NEARBY_LIMIT, NEARBY_RADIUS_M, type Shop } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { haversineMetres, haversineMetresSql } from '../geo/haversine-metres';
import { selectShopRows, type ShopRow } from './select-shop-rows';
import { toShop } from './to-shop';

/**
 * Candidates taken by planar `<->` order before the exact re-rank in metres. Degrees of longitude are
 * shorter than degrees of latitude (×0.86 in Shanghai), so the planar order can differ slightly from the
 * true one; 10 × the result size leaves a wide margin.
 */
const CANDIDATES = NEARBY_LIMIT * 10;

/**
 * The query of shops on sale within {@link NEARBY_RADIUS_M} metres (haversine) of (lng, lat), at most
 * {@link NEARBY_LIMIT} of the nearest, in no order (see {@link toNearbyShops}). One statement in two phases: the
 * candidates are ranked from the GiST index alone (nearest-neighbour order `<->`, reading only id and
 * position: an index-only scan of store_location_id_idx that stops after {@link CANDIDATES} entries),
 * re-ranked in metres, and only the page kept gets its photos, hours, goods and units held (selectShopRows),
 * so those per-shop lookups run 20 times, not 200. Inventory as of `now` (ms): today's in Shanghai.
 *
 * No bounding box narrows the candidates: with one, Postgres estimates few shops inside it and reads them all
 * (a bitmap scan of every shop in the box, 2,600 heap pages at 100 k shops in Shanghai, then a sort) instead
 * of walking the index in distance order; candidates beyond the radius fall to the filter in metres.
 */
export function nearbyShopsQuery(db: Kysely<DatabaseSchema>, point: { lng: number; lat: number }, now: number) {
  const candidates = db
    .selectFrom('store as c')
    .select(['c.id', haversineMetresSql(point, sql`c.location`).as('metres')])
    .where('c.removed_at', 'is', null)
    .orderBy(sql`c.location <-> point(${point.lng}, ${point.lat})`)
    .limit(CANDIDATES);
  const nearest = db
    .selectFrom(candidates.as('n'))
    .select('n.id')
    .where('n.metres', '<=', NEARBY_RADIUS_M)
    .orderBy('n.metres')
    .limit(NEARBY_LIMIT);
  return selectShopRows(db, now).where('s.id', 'in', nearest);
}

/**
 * The rows of {@link nearbyShopsQuery} as the answer lists them: nearest first, each with `distance` in whole
 * metres, computed here as the contract's distance is everywhere else.
 */
export function toNearbyShops(rows: readonly ShopRow[], point: { lng: number; lat: number }): Shop[] {
  return rows
    .map((row) => ({ row, distance: haversineMetres(point, row) }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance)
    .map(({ row, distance }) => ({ ...toShop(row), distance: Math.round(distance) }));
}

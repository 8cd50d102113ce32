import { NEARBY_LIMIT, NEARBY_RADIUS_M, type Shop } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { haversineMetres, haversineMetresSql } from '../geo/haversine-metres';
import { selectShopRows } from './select-shop-rows';
import { toShop } from './to-shop';

/** Metres per degree of latitude. */
const METRES_PER_DEGREE = 111_320;
/**
 * Candidates taken by planar `<->` order before the exact re-rank in metres. Degrees of longitude are
 * shorter than degrees of latitude (×0.86 in Shanghai), so the planar order can differ slightly from the
 * true one; 10 × the result size leaves a wide margin.
 */
const CANDIDATES = NEARBY_LIMIT * 10;

/**
 * Shops on sale within {@link NEARBY_RADIUS_M} metres (haversine) of (lng, lat), nearest first, at most
 * {@link NEARBY_LIMIT}, each with `distance` in whole metres. One statement in two phases: the candidates
 * are ranked from the GiST index alone (a bounding box `<@`, then nearest-neighbour order `<->`, reading only
 * id and position: an index-only scan of store_location_id_idx), re-ranked in metres, and only the page kept
 * gets its photos, hours, goods and units held (selectShopRows), so those per-shop lookups run 20 times, not
 * 200. Inventory as of `now` (ms): today's in Shanghai.
 */
export async function findNearbyShops(
  db: Kysely<DatabaseSchema>,
  point: { lng: number; lat: number },
  now: number,
): Promise<Shop[]> {
  const latDelta = NEARBY_RADIUS_M / METRES_PER_DEGREE;
  const lngDelta = NEARBY_RADIUS_M / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  const candidates = db
    .selectFrom('store as c')
    .select(['c.id', haversineMetresSql(point, sql`c.location`).as('metres')])
    .where('c.removed_at', 'is', null)
    .where(
      sql<boolean>`c.location <@ box(point(${point.lng - lngDelta}, ${point.lat - latDelta}), point(${point.lng + lngDelta}, ${point.lat + latDelta}))`,
    )
    .orderBy(sql`c.location <-> point(${point.lng}, ${point.lat})`)
    .limit(CANDIDATES);
  const nearest = db
    .selectFrom(candidates.as('n'))
    .select('n.id')
    .where('n.metres', '<=', NEARBY_RADIUS_M)
    .orderBy('n.metres')
    .limit(NEARBY_LIMIT);
  const rows = await selectShopRows(db, now).where('s.id', 'in', nearest).execute();
  // The order and distances in JavaScript, as the contract's distance is computed everywhere else.
  return rows
    .map((row) => ({ row, distance: haversineMetres(point, row) }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance)
    .map(({ row, distance }) => ({ ...toShop(row), distance: Math.round(distance) }));
}

import { NEARBY_LIMIT, NEARBY_RADIUS_M, type Shop } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { haversineMetres } from '../geo/haversine-metres';
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
 * {@link NEARBY_LIMIT}, each with `distance` in whole metres. Uses the GiST index twice: a bounding box
 * (`<@`) and nearest-neighbour order (`<->`). Inventory as of `now` (ms): today's in Shanghai.
 */
export async function findNearbyShops(
  db: Kysely<DatabaseSchema>,
  point: { lng: number; lat: number },
  now: number,
): Promise<Shop[]> {
  const latDelta = NEARBY_RADIUS_M / METRES_PER_DEGREE;
  const lngDelta = NEARBY_RADIUS_M / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  const rows = await selectShopRows(db, now)
    .where(
      sql<boolean>`s.location <@ box(point(${point.lng - lngDelta}, ${point.lat - latDelta}), point(${point.lng + lngDelta}, ${point.lat + latDelta}))`,
    )
    .orderBy(sql`s.location <-> point(${point.lng}, ${point.lat})`)
    .limit(CANDIDATES)
    .execute();
  return rows
    .map((row) => ({ row, distance: haversineMetres(point, row) }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEARBY_LIMIT)
    .map(({ row, distance }) => ({ ...toShop(row), distance: Math.round(distance) }));
}

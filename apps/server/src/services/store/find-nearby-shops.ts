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
 * {@link NEARBY_LIMIT}, each with `distance` in whole metres. Two phases: the candidates are ranked from the
 * GiST index alone (a bounding box `<@`, then nearest-neighbour order `<->`, reading only id and position),
 * and only the page kept gets its photos, hours, goods and units held (selectShopRows), so those per-shop
 * lookups run 20 times, not 200. Inventory as of `now` (ms): today's in Shanghai.
 */
export async function findNearbyShops(
  db: Kysely<DatabaseSchema>,
  point: { lng: number; lat: number },
  now: number,
): Promise<Shop[]> {
  const latDelta = NEARBY_RADIUS_M / METRES_PER_DEGREE;
  const lngDelta = NEARBY_RADIUS_M / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  const candidates = await db
    .selectFrom('store as s')
    .select(['s.id', 's.lng', 's.lat'])
    .where('s.removed_at', 'is', null)
    .where(
      sql<boolean>`s.location <@ box(point(${point.lng - lngDelta}, ${point.lat - latDelta}), point(${point.lng + lngDelta}, ${point.lat + latDelta}))`,
    )
    .orderBy(sql`s.location <-> point(${point.lng}, ${point.lat})`)
    .limit(CANDIDATES)
    .execute();
  const nearest = candidates
    .map((candidate) => ({ id: candidate.id, distance: haversineMetres(point, candidate) }))
    .filter(({ distance }) => distance <= NEARBY_RADIUS_M)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, NEARBY_LIMIT);
  if (nearest.length === 0) return [];
  const rows = await selectShopRows(db, now)
    .where(
      's.id',
      'in',
      nearest.map(({ id }) => id),
    )
    .execute();
  const rowById = new Map(rows.map((row) => [row.id, row]));
  // A shop removed between the two reads is left out.
  return nearest.flatMap(({ id, distance }) => {
    const row = rowById.get(id);
    return row ? [{ ...toShop(row), distance: Math.round(distance) }] : [];
  });
}

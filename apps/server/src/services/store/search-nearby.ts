import type { EndpointParams, storeSearchByCoordinateEndpoint, StoreSearchByCoordinateResponse } from '@luggage/api/contract';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { compileNamed } from '../../db/named-statements';
import { locatedCityQuery, toLocatedCity } from '../city/locate-city';
import { geohash } from '../geo/geohash';
import { nearbyShopsQuery, toNearbyShops } from './find-nearby-shops';
import type { ShopRow } from './select-shop-rows';

/**
 * The coordinate search's whole answer: nearby shops plus the point's city and geohash; inventory as of `now`
 * (ms). One statement, one round trip and one pooled connection per search: the point's city (one row) left
 * joined to the nearby shops, so a point far from any shop still gets its city, on a row with no shop. The
 * statement is prepared once per connection (compileNamed): its text is the same for every point and day.
 * Throws when the city table is empty (the server seeds it at start).
 */
export async function searchNearby(
  db: Kysely<DatabaseSchema>,
  point: EndpointParams<typeof storeSearchByCoordinateEndpoint>,
  now: number,
): Promise<StoreSearchByCoordinateResponse> {
  const query = db
    .selectFrom(locatedCityQuery(db, point.lng, point.lat).as('ci'))
    .leftJoin(nearbyShopsQuery(db, point, now).as('s'), (join) => join.on(sql<boolean>`true`))
    .selectAll('s')
    .select(['ci.id as located_city_id', 'ci.name as located_city_name', 'ci.covered as located_city_covered', 'ci.covered_count as covered_city_count']);
  const { rows } = await db.executeQuery(compileNamed('nearby_search', query));
  const [first] = rows;
  if (!first) throw new Error('no city to locate the point in: the city table is empty');
  const city = toLocatedCity({ id: first.located_city_id, name: first.located_city_name, covered: first.located_city_covered, covered_count: first.covered_city_count });
  // A row without a shop (id null) is the city's alone; the others carry every column of a ShopRow.
  const shopRows = rows.flatMap((row) => (row.id === null ? [] : [row as ShopRow]));
  return { stores: toNearbyShops(shopRows, point), ...city, longitude: point.lng, latitude: point.lat, geo: geohash(point.lng, point.lat, 7) };
}

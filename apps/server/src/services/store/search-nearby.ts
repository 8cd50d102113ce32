import type { EndpointParams, storeSearchByCoordinateEndpoint, StoreSearchByCoordinateResponse } from '@luggage/api/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import { locateCity } from '../city/locate-city';
import { geohash } from '../geo/geohash';
import { findNearbyShops } from './find-nearby-shops';

/** The coordinate search's whole answer: nearby shops plus the point's city and geohash; inventory as of `now` (ms). */
export async function searchNearby(
  db: Kysely<DatabaseSchema>,
  point: EndpointParams<typeof storeSearchByCoordinateEndpoint>,
  now: number,
): Promise<StoreSearchByCoordinateResponse> {
  const [stores, city] = await Promise.all([findNearbyShops(db, point, now), locateCity(db, point.lng, point.lat)]);
  return { stores, ...city, longitude: point.lng, latitude: point.lat, geo: geohash(point.lng, point.lat, 7) };
}

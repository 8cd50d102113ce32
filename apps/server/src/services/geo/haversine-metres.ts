import { sql, type RawBuilder } from 'kysely';

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two lng/lat points (degrees). */
export function haversineMetres(from: { lng: number; lat: number }, to: { lng: number; lat: number }): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** {@link haversineMetres} from the point `from` to the SQL point `to` (lng, lat: `to[0]`, `to[1]`), in SQL. */
export function haversineMetresSql(from: { lng: number; lat: number }, to: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    sin(radians(${to}[1] - ${from.lat}::float8) / 2) ^ 2
    + cos(radians(${from.lat}::float8)) * cos(radians(${to}[1])) * sin(radians(${to}[0] - ${from.lng}::float8) / 2) ^ 2))))`;
}

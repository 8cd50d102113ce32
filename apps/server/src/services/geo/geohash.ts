import ngeohash from 'ngeohash';

/** Standard geohash of a lng/lat point (degrees) with `precision` characters (7 ≈ 150 m cells). */
export function geohash(lng: number, lat: number, precision = 7): string {
  return ngeohash.encode(lat, lng, precision);
}

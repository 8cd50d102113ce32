import gcoord from 'gcoord';
import type { LngLat } from './lng-lat';

/**
 * Converts a WGS-84 point (GPS, OpenStreetMap, GeoNames) to GCJ-02, the product's canonical datum.
 * Points outside gcoord's China bounding box are returned unchanged (the offset only applies in China).
 */
export function wgs84ToGcj02(point: LngLat): LngLat {
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.WGS84, gcoord.GCJ02);
  return { lng, lat };
}

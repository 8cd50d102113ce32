import gcoord from 'gcoord';
import type { LngLat } from './lng-lat';

/**
 * Converts a GCJ-02 point (AMap and Chinese sources, this product's data) to WGS-84.
 * gcoord inverts the offset iteratively (error under 1e-6°, about 0.1 m).
 * Points outside gcoord's China bounding box are returned unchanged.
 */
export function gcj02ToWgs84(point: LngLat): LngLat {
  const [lng, lat] = gcoord.transform([point.lng, point.lat], gcoord.GCJ02, gcoord.WGS84);
  return { lng, lat };
}

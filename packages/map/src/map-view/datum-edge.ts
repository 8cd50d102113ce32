import type { BasemapDatum } from '../basemap/basemap-choice';
import { gcj02ToWgs84 } from '../geo/gcj02-to-wgs84';
import type { LngLatTuple } from '../geo/lng-lat';
import { wgs84ToGcj02 } from '../geo/wgs84-to-gcj02';

/** The conversions at a map's edge: our GCJ-02 → the basemap's datum, and back. */
export interface DatumEdge {
  toMap(point: LngLatTuple): LngLatTuple;
  fromMap(point: LngLatTuple): LngLatTuple;
}

const same = (point: LngLatTuple): LngLatTuple => point;
const toWgs84 = ([lng, lat]: LngLatTuple): LngLatTuple => {
  const point = gcj02ToWgs84({ lng, lat });
  return [point.lng, point.lat];
};
const toGcj02 = ([lng, lat]: LngLatTuple): LngLatTuple => {
  const point = wgs84ToGcj02({ lng, lat });
  return [point.lng, point.lat];
};

/** GCJ-02 basemaps (offline, AMap) draw our points as they are; WGS-84 ones (styles, Mapbox) convert with gcoord. */
export const DATUM_EDGES: Record<BasemapDatum, DatumEdge> = {
  gcj02: { toMap: same, fromMap: same },
  wgs84: { toMap: toWgs84, fromMap: toGcj02 },
};

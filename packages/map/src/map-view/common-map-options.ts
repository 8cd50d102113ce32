import type { LngLatTuple } from '../geo/lng-lat';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-constants';
import type { CreateMapOptions } from './map-library';

/**
 * The `Map` options maplibre-gl and mapbox-gl take alike: the container, the centre converted to the
 * library's datum by `toMap`, the zoom within spec §9's limits, and the canvas's accessible name.
 */
export function commonMapOptions({ container, center, zoom, title }: CreateMapOptions, toMap: (point: LngLatTuple) => LngLatTuple) {
  return { container, center: toMap(center), zoom, minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, locale: { 'Map.Title': title } };
}

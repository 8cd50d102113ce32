import type mapboxgl from 'mapbox-gl';
import type { MapLanguage } from '../basemap/map-language';
import { gcj02ToWgs84 } from '../geo/gcj02-to-wgs84';
import type { LngLatTuple } from '../geo/lng-lat';
import { wgs84ToGcj02 } from '../geo/wgs84-to-gcj02';
import { commonMapOptions } from './common-map-options';
import { createMapHandle } from './create-map-handle';
import type { MapLibrary } from './map-library';

/** Mapbox's default style; it localises labels through the `language` option. */
export const MAPBOX_STYLE = 'mapbox://styles/mapbox/standard';

const MAPBOX_LANGUAGES: Record<MapLanguage, string> = { 'zh-CN': 'zh-Hans', en: 'en' };

const toWgs84 = ([lng, lat]: LngLatTuple): LngLatTuple => {
  const point = gcj02ToWgs84({ lng, lat });
  return [point.lng, point.lat];
};
const toGcj02 = ([lng, lat]: LngLatTuple): LngLatTuple => {
  const point = wgs84ToGcj02({ lng, lat });
  return [point.lng, point.lat];
};

/**
 * mapbox-gl with {@link MAPBOX_STYLE}, used only when a Mapbox access token is configured (its licence
 * ties it to Mapbox services). Mapbox's global tiles are WGS-84, so points are converted from GCJ-02
 * on the way in and back on the way out.
 */
export function createMapboxLibrary(gl: typeof mapboxgl, accessToken: string): MapLibrary {
  return {
    kind: 'mapbox',
    createMap(options) {
      const map = new gl.Map({
        ...commonMapOptions(options, toWgs84),
        accessToken,
        style: MAPBOX_STYLE,
        language: MAPBOX_LANGUAGES[options.language],
      });
      return createMapHandle({
        map,
        createMarker: (element) => new gl.Marker({ element, anchor: 'bottom' }),
        setLanguage: (next) => void map.setLanguage(MAPBOX_LANGUAGES[next]),
        toMap: toWgs84,
        fromMap: toGcj02,
      });
    },
  };
}

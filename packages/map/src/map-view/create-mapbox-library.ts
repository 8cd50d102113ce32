import type mapboxgl from 'mapbox-gl';
import type { MapLanguage } from '../basemap/map-language';
import { commonMapOptions } from './common-map-options';
import { createMapHandle } from './create-map-handle';
import { DATUM_EDGES } from './datum-edge';
import type { MapLibrary } from './map-library';

/** Mapbox's default style; it localises labels through the `language` option. */
export const MAPBOX_STYLE = 'mapbox://styles/mapbox/standard';

const MAPBOX_LANGUAGES: Record<MapLanguage, string> = { 'zh-CN': 'zh-Hans', en: 'en' };

/**
 * mapbox-gl with {@link MAPBOX_STYLE}, used only when a Mapbox access token is configured (its licence
 * ties it to Mapbox services). Mapbox's global tiles are WGS-84, so points are converted from GCJ-02
 * on the way in and back on the way out. Watched: if Mapbox cannot be reached the view falls back offline.
 */
export function createMapboxLibrary(gl: typeof mapboxgl, accessToken: string): MapLibrary {
  return {
    kind: 'mapbox',
    createMap(options) {
      const map = new gl.Map({
        ...commonMapOptions(options, DATUM_EDGES.wgs84.toMap),
        accessToken,
        style: MAPBOX_STYLE,
        language: MAPBOX_LANGUAGES[options.language],
      });
      return createMapHandle({
        map,
        createMarker: (element, anchor) => new gl.Marker({ element, anchor }),
        setLanguage: (next) => void map.setLanguage(MAPBOX_LANGUAGES[next]),
        edge: DATUM_EDGES.wgs84,
        isWatched: true,
      });
    },
  };
}

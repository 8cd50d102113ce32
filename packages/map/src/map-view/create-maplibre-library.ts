import type * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_FONTS } from '../basemap/basemap-fonts';
import type { MapLanguage } from '../basemap/map-language';
import type { LngLatTuple } from '../geo/lng-lat';
import { createMapHandle } from './create-map-handle';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-constants';
import type { MapLibrary } from './map-library';

/** The offline basemap and the app share GCJ-02, so maplibre draws our coordinates unchanged. */
const sameDatum = (point: LngLatTuple): LngLatTuple => point;

/**
 * maplibre-gl drawing the offline basemap `style(language)`. Labels are drawn locally (the style has
 * no glyphs URL) in {@link BASEMAP_FONTS}; the basemap sources carry the attribution.
 */
export function createMaplibreLibrary(
  gl: typeof maplibregl,
  style: (language: MapLanguage) => StyleSpecification,
): MapLibrary {
  return {
    kind: 'maplibre',
    createMap({ container, center, zoom, language, title }) {
      const map = new gl.Map({
        container,
        center,
        zoom,
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
        style: style(language),
        localIdeographFontFamily: [...BASEMAP_FONTS, 'sans-serif'].join(', '),
        locale: { 'Map.Title': title },
      });
      return createMapHandle({
        map,
        createMarker: (element) => new gl.Marker({ element, anchor: 'bottom' }),
        // The style is diffed: only the labels' text-field changes.
        setLanguage: (next) => void map.setStyle(style(next)),
        toMap: sameDatum,
        fromMap: sameDatum,
      });
    },
  };
}

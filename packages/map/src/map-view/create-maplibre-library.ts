import type * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_FONTS } from '../basemap/basemap-fonts';
import type { MapLanguage } from '../basemap/map-language';
import type { LngLatTuple } from '../geo/lng-lat';
import { commonMapOptions } from './common-map-options';
import { createMapHandle } from './create-map-handle';
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
    createMap(options) {
      const map = new gl.Map({
        ...commonMapOptions(options, sameDatum),
        style: style(options.language),
        localIdeographFontFamily: [...BASEMAP_FONTS, 'sans-serif'].join(', '),
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

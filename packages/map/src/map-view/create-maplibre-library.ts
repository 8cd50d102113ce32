import type * as maplibregl from 'maplibre-gl';
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_FONTS } from '../basemap/basemap-fonts';
import type { MapLanguage } from '../basemap/map-language';
import { commonMapOptions } from './common-map-options';
import { createMapHandle } from './create-map-handle';
import type { DatumEdge } from './datum-edge';
import type { MapLibrary } from './map-library';

/** What maplibre-gl draws: a style (object or URL) per language, in a datum, watched for failure or not. */
export interface MaplibreBasemap {
  style: (language: MapLanguage) => StyleSpecification | string;
  edge: DatumEdge;
  /** A configured basemap is watched and replaced by the offline one when it fails; the offline one is not. */
  isWatched: boolean;
}

/**
 * maplibre-gl drawing `basemap`: the offline style (labels drawn locally in {@link BASEMAP_FONTS}, its
 * sources carry the attribution), a MapLibre style URL or AMap's raster tiles.
 */
export function createMaplibreLibrary(gl: typeof maplibregl, { style, edge, isWatched }: MaplibreBasemap): MapLibrary {
  return {
    kind: 'maplibre',
    createMap(options) {
      const map = new gl.Map({
        ...commonMapOptions(options, edge.toMap),
        style: style(options.language),
        localIdeographFontFamily: [...BASEMAP_FONTS, 'sans-serif'].join(', '),
      });
      return createMapHandle({
        map,
        createMarker: (element, anchor) => new gl.Marker({ element, anchor }),
        // An offline style is diffed: only the labels' text-field changes.
        setLanguage: (next) => void map.setStyle(style(next)),
        edge,
        isWatched,
      });
    },
  };
}

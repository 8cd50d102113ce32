import type { CircleLayerSpecification, ExpressionSpecification, FilterSpecification, StyleSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { BASEMAP_ATTRIBUTION } from './basemap-attribution';
import { BASEMAP_DATA, type BasemapData } from './basemap-data';
import { BASEMAP_FONTS } from './basemap-fonts';
import type { MapLanguage } from './map-language';
import { BASEMAP_COLORS, PLACE_MIN_ZOOM } from './offline-look';

/**
 * The symbol of each kind of place, drawn under its label (a circle: the style has no sprite): a station
 * (railway station or metro interchange) is a white dot in a red ring like a metro map's interchange, a
 * landmark or special place a small brown dot, an airport a blue ring.
 */
const PLACE_SYMBOLS: { kind: string[]; paint: CircleLayerSpecification['paint'] }[] = [
  { kind: ['station'], paint: { 'circle-radius': 5, 'circle-color': '#ffffff', 'circle-stroke-color': BASEMAP_COLORS.station, 'circle-stroke-width': 2.5 } },
  { kind: ['landmark', 'special'], paint: { 'circle-radius': 3.5, 'circle-color': BASEMAP_COLORS.landmark, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 } },
  { kind: ['airport'], paint: { 'circle-radius': 5, 'circle-color': '#ffffff', 'circle-stroke-color': BASEMAP_COLORS.airport, 'circle-stroke-width': 2.5 } },
];

const kindIn = (kinds: string[]): FilterSpecification => ['in', ['get', 'kind'], ['literal', kinds]];

/** Ground metres per screen pixel at zoom 10 and 18 at Shanghai's latitude (31.2°, 512-px world). */
const METERS_PER_PIXEL = { z10: 65.4, z18: 0.2555 } as const;

/**
 * Rivers are centre lines; drawn about as wide as they are (the Huangpu ≈ 400 m, Suzhou Creek ≈ 60 m),
 * so they read as water when zoomed in and stay visible when zoomed out.
 */
const riverWidth: ExpressionSpecification = [
  'let',
  'meters',
  ['match', ['get', 'name'], '苏州河', 60, 400],
  [
    'interpolate',
    ['exponential', 2],
    ['zoom'],
    8,
    1,
    10,
    ['max', 1.5, ['/', ['var', 'meters'], METERS_PER_PIXEL.z10]],
    18,
    ['/', ['var', 'meters'], METERS_PER_PIXEL.z18],
  ],
];

/** The label of a feature in `language`; English falls back to the Chinese name where it has none. */
function labelText(language: MapLanguage): ExpressionSpecification {
  return language === 'en' ? ['coalesce', ['get', 'en'], ['get', 'name']] : ['get', 'name'];
}

/**
 * The offline Shanghai basemap as a maplibre style: water background, land, district boundaries, rivers,
 * district names, and from zoom 10 the places with their symbols (see {@link PLACE_SYMBOLS}: railway stations and
 * metro interchanges, landmarks, airports) and labels beside them, in `language`, all from GeoJSON bundled with
 * the app (GCJ-02). Stations' labels are red and win over other places' when labels collide. It holds no URL at all
 * (no tiles, sprite or glyphs), so it draws with zero network requests; labels are drawn locally in
 * {@link BASEMAP_FONTS}. Pure: the same arguments give an equal style.
 */
export function offlineStyle(language: MapLanguage, data: BasemapData = BASEMAP_DATA): StyleSpecification {
  const source = (geojson: BasemapData[keyof BasemapData]) =>
    ({ type: 'geojson', data: geojson, attribution: BASEMAP_ATTRIBUTION }) as const;
  /** Names of the labels source in `language`, in `color` on a white halo, with a layer's own `layout`. */
  const labels = (
    color: string,
    layout: SymbolLayerSpecification['layout'],
  ): Pick<SymbolLayerSpecification, 'type' | 'source' | 'layout' | 'paint'> => ({
    type: 'symbol',
    source: 'labels',
    layout: { 'text-field': labelText(language), 'text-font': [...BASEMAP_FONTS], 'text-max-width': 8, ...layout },
    paint: { 'text-color': color, 'text-halo-color': BASEMAP_COLORS.labelHalo, 'text-halo-width': 1.5 },
  });
  return {
    version: 8,
    name: 'luggage-offline-shanghai',
    sources: {
      land: source(data.land),
      rivers: source(data.rivers),
      districts: source(data.districts),
      labels: source(data.labels),
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'district-boundaries',
        type: 'line',
        source: 'districts',
        paint: {
          'line-color': BASEMAP_COLORS.district,
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 0.6, 14, 1.6],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'rivers',
        type: 'line',
        source: 'rivers',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': BASEMAP_COLORS.water, 'line-width': riverWidth },
      },
      {
        id: 'district-labels',
        filter: ['==', ['get', 'kind'], 'district'],
        ...labels(BASEMAP_COLORS.districtLabel, { 'text-size': ['interpolate', ['linear'], ['zoom'], 8, 12, 14, 17], 'text-letter-spacing': 0.1 }),
      },
      ...PLACE_SYMBOLS.map(({ kind, paint }) => ({
        id: `place-symbols-${kind[0]}`,
        type: 'circle' as const,
        source: 'labels',
        minzoom: PLACE_MIN_ZOOM,
        filter: kindIn(kind),
        paint,
      })),
      {
        id: 'place-labels',
        minzoom: PLACE_MIN_ZOOM,
        filter: ['!=', ['get', 'kind'], 'district'],
        ...labels(BASEMAP_COLORS.placeLabel, {
          'text-size': ['interpolate', ['linear'], ['zoom'], 10, 11, 16, 14],
          'symbol-sort-key': ['get', 'rank'],
          // Beside the place's symbol, on whichever side has room.
          'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
          'text-radial-offset': 0.7,
          'text-justify': 'auto',
        }),
        paint: {
          'text-color': ['match', ['get', 'kind'], 'station', BASEMAP_COLORS.stationLabel, BASEMAP_COLORS.placeLabel],
          'text-halo-color': BASEMAP_COLORS.labelHalo,
          'text-halo-width': 1.5,
        },
      },
    ],
  };
}

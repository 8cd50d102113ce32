import type { LngLatTuple } from '../geo/lng-lat';
import type { MapLanguage } from '../basemap/map-language';

/** Which point of a marker's element sits on its position. */
export type MarkerAnchor = 'bottom' | 'center';

/** A map on the page, spoken to in GCJ-02 whatever datum the library draws in. */
export interface MapHandle {
  /** Calls `listener` with the centre (GCJ-02) whenever a move ends; returns the unsubscribe. */
  onMoveEnd(listener: (center: LngLatTuple) => void): () => void;
  /** The current centre, GCJ-02. */
  getCenter(): LngLatTuple;
  /** Animates to `center` (GCJ-02), and to `zoom` when given. */
  flyTo(center: LngLatTuple, zoom?: number): void;
  /** The current zoom. */
  getZoom(): number;
  /** Calls `listener` with the zoom whenever it changes, also during animations; returns the unsubscribe. */
  onZoom(listener: (zoom: number) => void): () => void;
  /**
   * Shows `element` anchored at `lngLat` (GCJ-02) by its bottom centre (a pin) or its centre; returns how
   * to take it off.
   */
  addMarker(element: HTMLElement, lngLat: LngLatTuple, anchor?: MarkerAnchor): { remove(): void };
  /**
   * Calls `listener` once if the basemap cannot be drawn (see `watchBasemap`; never for the offline one);
   * returns the unsubscribe.
   */
  onBasemapFailure(listener: () => void): () => void;
  /** Switches the labels to `language`. */
  setLanguage(language: MapLanguage): void;
  /** Destroys the map and its WebGL context. */
  remove(): void;
}

/** Where and how a map opens. */
export interface CreateMapOptions {
  container: HTMLElement;
  /** GCJ-02. */
  center: LngLatTuple;
  zoom: number;
  language: MapLanguage;
  /** Accessible name of the map canvas. */
  title: string;
}

/**
 * A loaded map library behind one small interface: maplibre-gl with the offline basemap, a style URL or
 * AMap tiles, or mapbox-gl with a Mapbox style (see `loadMapLibrary`).
 */
export interface MapLibrary {
  kind: 'maplibre' | 'mapbox';
  /** Creates a map; throws when the browser cannot give it a WebGL context. */
  createMap(options: CreateMapOptions): MapHandle;
}

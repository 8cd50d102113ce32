import type { LngLatTuple } from '../geo/lng-lat';
import type { MapLanguage } from '../basemap/map-language';
import type { DatumEdge } from './datum-edge';
import type { MapHandle, MarkerAnchor } from './map-library';
import { watchBasemap, type WatchedMap } from './watch-basemap';

/** What maplibre-gl's and mapbox-gl's `Map` have in common, as far as MapView is concerned. */
export interface LibraryMap {
  on(type: 'moveend' | 'zoom', listener: () => void): unknown;
  on(type: 'data' | 'error', listener: Parameters<WatchedMap['on']>[1]): unknown;
  off(type: 'moveend' | 'zoom', listener: () => void): unknown;
  off(type: 'data' | 'error', listener: Parameters<WatchedMap['off']>[1]): unknown;
  isStyleLoaded(): unknown;
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  flyTo(options: { center: LngLatTuple; zoom?: number }): unknown;
  remove(): void;
}

/** What maplibre-gl's and mapbox-gl's `Marker` have in common. */
export interface LibraryMarker<M> {
  setLngLat(lngLat: LngLatTuple): this;
  addTo(map: M): this;
  remove(): unknown;
}

/** The pieces that differ between the libraries. */
export interface MapHandleParts<M extends LibraryMap> {
  map: M;
  createMarker(element: HTMLElement, anchor: MarkerAnchor): LibraryMarker<M>;
  setLanguage(language: MapLanguage): void;
  /** GCJ-02 ↔ the basemap's datum. */
  edge: DatumEdge;
  /** Whether the basemap may fail (a configured one) and is watched for it; the offline one never fails. */
  isWatched: boolean;
}

/** Wraps a library map into a {@link MapHandle}, converting coordinates at this edge. */
export function createMapHandle<M extends LibraryMap>(parts: MapHandleParts<M>): MapHandle {
  const { map, edge: { toMap, fromMap } } = parts;
  const center = (): LngLatTuple => {
    const { lng, lat } = map.getCenter();
    return fromMap([lng, lat]);
  };
  return {
    onMoveEnd(listener) {
      const handler = () => listener(center());
      map.on('moveend', handler);
      return () => void map.off('moveend', handler);
    },
    getCenter: center,
    getZoom: () => map.getZoom(),
    onZoom(listener) {
      const handler = () => listener(map.getZoom());
      map.on('zoom', handler);
      return () => void map.off('zoom', handler);
    },
    flyTo(target, zoom) {
      map.flyTo(zoom === undefined ? { center: toMap(target) } : { center: toMap(target), zoom });
    },
    addMarker(element, lngLat, anchor = 'bottom') {
      const marker = parts.createMarker(element, anchor).setLngLat(toMap(lngLat)).addTo(map);
      return { remove: () => void marker.remove() };
    },
    onBasemapFailure: (listener) => (parts.isWatched ? watchBasemap(map, listener) : () => undefined),
    setLanguage: parts.setLanguage,
    remove: () => map.remove(),
  };
}

import type { LngLatTuple } from '../geo/lng-lat';
import type { MapLanguage } from '../basemap/map-language';
import type { MapHandle } from './map-library';

/** What maplibre-gl's and mapbox-gl's `Map` have in common, as far as MapView is concerned. */
export interface LibraryMap {
  on(type: 'moveend', listener: () => void): unknown;
  off(type: 'moveend', listener: () => void): unknown;
  getCenter(): { lng: number; lat: number };
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
  createMarker(element: HTMLElement): LibraryMarker<M>;
  setLanguage(language: MapLanguage): void;
  /** GCJ-02 → the library's datum. */
  toMap(point: LngLatTuple): LngLatTuple;
  /** The library's datum → GCJ-02. */
  fromMap(point: LngLatTuple): LngLatTuple;
}

/** Wraps a library map into a {@link MapHandle}, converting coordinates at this edge. */
export function createMapHandle<M extends LibraryMap>(parts: MapHandleParts<M>): MapHandle {
  const { map, toMap, fromMap } = parts;
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
    flyTo(target, zoom) {
      map.flyTo(zoom === undefined ? { center: toMap(target) } : { center: toMap(target), zoom });
    },
    addMarker(element, lngLat) {
      const marker = parts.createMarker(element).setLngLat(toMap(lngLat)).addTo(map);
      return { remove: () => void marker.remove() };
    },
    setLanguage: parts.setLanguage,
    remove: () => map.remove(),
  };
}

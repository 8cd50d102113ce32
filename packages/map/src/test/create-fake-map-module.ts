import { vi } from 'vitest';

type LngLatTuple = [number, number];
type Listener = (event?: unknown) => void;

/** A stand-in for maplibre-gl's / mapbox-gl's `Map`: no WebGL, records what it was asked to do. */
export class FakeMap {
  readonly options: Record<string, unknown> & { container: HTMLElement; center: LngLatTuple };
  center: { lng: number; lat: number };
  style: unknown;
  language: unknown;
  isRemoved = false;
  zoom: number;
  readonly flights: { center: LngLatTuple; zoom?: number }[] = [];
  /** What `isStyleLoaded()` answers: a style URL that never arrives leaves it false. */
  styleLoaded = true;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(options: FakeMap['options']) {
    this.options = options;
    this.center = { lng: options.center[0], lat: options.center[1] };
    this.zoom = typeof options.zoom === 'number' ? options.zoom : 14;
    this.style = options.style;
    this.language = options.language;
  }

  on(type: string, listener: Listener) {
    this.listeners.set(type, new Set([...(this.listeners.get(type) ?? []), listener]));
  }

  off(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  isStyleLoaded() {
    return this.styleLoaded;
  }

  /** Fires `type` (moveend, data, error) at its listeners, as the library does. */
  fire(type: string, event?: unknown) {
    [...(this.listeners.get(type) ?? [])].forEach((listener) => listener(event));
  }

  getCenter() {
    return this.center;
  }

  getZoom() {
    return this.zoom;
  }

  flyTo(options: { center: LngLatTuple; zoom?: number }) {
    this.flights.push(options);
    this.moveTo(options.center);
  }

  setStyle(style: unknown) {
    this.style = style;
  }

  setLanguage(language: unknown) {
    this.language = language;
  }

  remove() {
    this.isRemoved = true;
  }

  /** What a drag by the user does: the centre changes, then `moveend` fires. */
  moveTo([lng, lat]: LngLatTuple) {
    this.center = { lng, lat };
    this.fire('moveend');
  }

  /** What a pinch does: the zoom changes and `zoom` fires. */
  zoomTo(zoom: number) {
    this.zoom = zoom;
    this.fire('zoom');
  }
}

/** A stand-in for `Marker`: puts its element in the map container, like the real one. */
export class FakeMarker {
  readonly element: HTMLElement;
  readonly anchor: string;
  lngLat: LngLatTuple | undefined;

  constructor({ element, anchor }: { element: HTMLElement; anchor: string }) {
    this.element = element;
    this.anchor = anchor;
  }

  setLngLat(lngLat: LngLatTuple) {
    this.lngLat = lngLat;
    return this;
  }

  addTo(map: FakeMap) {
    map.options.container.append(this.element);
    return this;
  }

  remove() {
    this.element.remove();
  }
}

/** A fake map library module: `Map` and `Marker` classes that record their instances, and `setWorkerUrl`. */
export function createFakeMapModule() {
  const maps: FakeMap[] = [];
  const markers: FakeMarker[] = [];
  return {
    maps,
    markers,
    setWorkerUrl: vi.fn<(url: string) => void>(),
    Map: class extends FakeMap {
      constructor(options: FakeMap['options']) {
        super(options);
        maps.push(this);
      }
    },
    Marker: class extends FakeMarker {
      constructor(options: { element: HTMLElement; anchor: string }) {
        super(options);
        markers.push(this);
      }
    },
  };
}

/** What `createFakeMapModule` returns. */
export type FakeMapModule = ReturnType<typeof createFakeMapModule>;

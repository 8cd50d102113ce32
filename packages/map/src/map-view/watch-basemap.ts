/** A configured basemap that has drawn no tile this long after the map opened counts as failed. */
export const BASEMAP_TIMEOUT_MS = 8000;

/** What maplibre-gl and mapbox-gl tell about their sources and errors, as far as the watch needs it. */
export interface BasemapEvent {
  /** On `data`: 'source' (with `tile` when a tile arrived) or 'style'. */
  dataType?: string;
  tile?: unknown;
  /** On `error`: the source whose tile or data failed, if any. */
  sourceId?: string;
}

/** The part of a library map the watch listens to. */
export interface WatchedMap {
  on(type: 'data' | 'error', listener: (event: BasemapEvent) => void): unknown;
  off(type: 'data' | 'error', listener: (event: BasemapEvent) => void): unknown;
  isStyleLoaded(): unknown;
}

/**
 * Calls `onFailure` once when a configured basemap cannot be drawn: its style fails to load, its tiles
 * fail before any has arrived, or nothing has arrived after {@link BASEMAP_TIMEOUT_MS} (a blocked host may
 * never answer). Once a tile has arrived, later errors (one missing tile) are the library's business.
 * Returns how to stop watching.
 */
export function watchBasemap(map: WatchedMap, onFailure: () => void, timeoutMs = BASEMAP_TIMEOUT_MS): () => void {
  const stop = () => {
    clearTimeout(timer);
    map.off('data', onData);
    map.off('error', onError);
  };
  const fail = () => {
    stop();
    onFailure();
  };
  const onData = (event: BasemapEvent) => {
    if (event.dataType === 'source' && event.tile) stop();
  };
  const onError = (event: BasemapEvent) => {
    if (event.sourceId !== undefined || !map.isStyleLoaded()) fail();
  };
  const timer = setTimeout(fail, timeoutMs);
  map.on('data', onData);
  map.on('error', onError);
  return stop;
}

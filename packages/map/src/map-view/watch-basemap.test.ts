import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASEMAP_TIMEOUT_MS, watchBasemap, type BasemapEvent } from './watch-basemap';

/** A map that records its listeners and fires events at them. */
function createWatchedMap({ isStyleLoaded = false } = {}) {
  const listeners = { data: new Set<(event: BasemapEvent) => void>(), error: new Set<(event: BasemapEvent) => void>() };
  return {
    isStyleLoaded: () => isStyleLoaded,
    on: (type: 'data' | 'error', listener: (event: BasemapEvent) => void) => listeners[type].add(listener),
    off: (type: 'data' | 'error', listener: (event: BasemapEvent) => void) => listeners[type].delete(listener),
    fire: (type: 'data' | 'error', event: BasemapEvent) => [...listeners[type]].forEach((listener) => listener(event)),
    listenerCount: () => listeners.data.size + listeners.error.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchBasemap', () => {
  it('fails when the style cannot be loaded', () => {
    const map = createWatchedMap();
    const onFailure = vi.fn();
    watchBasemap(map, onFailure);
    map.fire('error', {});
    expect(onFailure).toHaveBeenCalledOnce();
    expect(map.listenerCount()).toBe(0);
  });

  it('fails when tiles fail before any has arrived', () => {
    const map = createWatchedMap({ isStyleLoaded: true });
    const onFailure = vi.fn();
    watchBasemap(map, onFailure);
    map.fire('error', { sourceId: 'amap' });
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('ignores an error that is neither the style nor a source (a sprite, once the style is there)', () => {
    const map = createWatchedMap({ isStyleLoaded: true });
    const onFailure = vi.fn();
    watchBasemap(map, onFailure);
    map.fire('error', {});
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('fails when nothing has arrived in time', () => {
    const map = createWatchedMap();
    const onFailure = vi.fn();
    watchBasemap(map, onFailure);
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('stops watching once a tile has arrived: later errors and the timeout are ignored', () => {
    const map = createWatchedMap({ isStyleLoaded: true });
    const onFailure = vi.fn();
    watchBasemap(map, onFailure);
    map.fire('data', { dataType: 'style' });
    map.fire('data', { dataType: 'source', tile: {} });
    map.fire('error', { sourceId: 'amap' });
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS);
    expect(onFailure).not.toHaveBeenCalled();
    expect(map.listenerCount()).toBe(0);
  });

  it('stops when told', () => {
    const map = createWatchedMap();
    const onFailure = vi.fn();
    watchBasemap(map, onFailure)();
    vi.advanceTimersByTime(BASEMAP_TIMEOUT_MS);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

import { loadLabelFont } from './load-label-font';
import type { MapLibrary } from './map-library';

/**
 * Loads a map library on demand, so neither sits in the first bundle: mapbox-gl with a Mapbox style
 * when `mapboxToken` is set, otherwise maplibre-gl with the offline basemap (its data, worker and CSS
 * are split off with it). Rejects when the code cannot be fetched.
 */
export async function loadMapLibrary(mapboxToken?: string): Promise<MapLibrary> {
  if (mapboxToken) {
    const [{ default: mapboxgl }, { createMapboxLibrary }] = await Promise.all([
      import('mapbox-gl'),
      import('./create-mapbox-library'),
      import('mapbox-gl/dist/mapbox-gl.css'),
    ]);
    return createMapboxLibrary(mapboxgl, mapboxToken);
  }
  const [maplibregl, { default: workerUrl }, { offlineStyle }, { BASEMAP_DATA }, { createMaplibreLibrary }] =
    await Promise.all([
      import('maplibre-gl'),
      import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
      import('../basemap/offline-style'),
      import('../basemap/basemap-data'),
      import('./create-maplibre-library'),
      import('maplibre-gl/dist/maplibre-gl.css'),
    ]);
  await loadLabelFont(BASEMAP_DATA.labels.features.map(({ properties }) => properties.name + properties.en).join(''));
  maplibregl.setWorkerUrl(workerUrl);
  return createMaplibreLibrary(maplibregl, offlineStyle);
}

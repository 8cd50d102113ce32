import { basemapDatum, type BasemapChoice } from '../basemap/basemap-choice';
import { DATUM_EDGES } from './datum-edge';
import { loadLabelFont } from './load-label-font';
import type { MapLibrary } from './map-library';

/**
 * Loads the map library for `basemap` on demand, so none sits in the first bundle: mapbox-gl with a Mapbox
 * style for `mapbox`, otherwise maplibre-gl with the offline basemap (its data and label font are split off
 * with it), a MapLibre style URL or AMap's tiles. Rejects when the code cannot be fetched.
 */
export async function loadMapLibrary(basemap: BasemapChoice): Promise<MapLibrary> {
  if (basemap.kind === 'mapbox') {
    const [{ default: mapboxgl }, { createMapboxLibrary }] = await Promise.all([
      import('mapbox-gl'),
      import('./create-mapbox-library'),
      import('mapbox-gl/dist/mapbox-gl.css'),
    ]);
    return createMapboxLibrary(mapboxgl, basemap.token);
  }
  const [maplibregl, { default: workerUrl }, { createMaplibreLibrary }] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('./create-maplibre-library'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  const edge = DATUM_EDGES[basemapDatum(basemap)];
  if (basemap.kind === 'offline') {
    const [{ offlineStyle }, { BASEMAP_DATA }] = await Promise.all([import('../basemap/offline-style'), import('../basemap/basemap-data')]);
    await loadLabelFont(BASEMAP_DATA.labels.features.map(({ properties }) => properties.name + properties.en).join(''));
    maplibregl.setWorkerUrl(workerUrl);
    return createMaplibreLibrary(maplibregl, { style: (language) => offlineStyle(language), edge, isWatched: false });
  }
  const { remoteStyle } = await import('../basemap/remote-style');
  maplibregl.setWorkerUrl(workerUrl);
  return createMaplibreLibrary(maplibregl, { style: (language) => remoteStyle(basemap, language), edge, isWatched: true });
}

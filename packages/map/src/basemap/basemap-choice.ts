/**
 * The basemap a map draws, as the server's GET /api/config/ gives it (the apps pass it through):
 *  - `offline`: the bundled Shanghai basemap (GCJ-02), no network; also the fallback when another fails;
 *  - `style`: a MapLibre style URL (OpenStreetMap/Protomaps data, WGS-84); `{lang}` → `zh-CN` or `en`;
 *  - `amap`: AMap raster tile URL templates (GCJ-02); `{lang}` → `zh_cn` or `en`;
 *  - `mapbox`: Mapbox's standard style (WGS-84) with this access token.
 */
export type BasemapChoice =
  | { kind: 'offline' }
  | { kind: 'style'; styleUrl: string }
  | { kind: 'amap'; tiles: readonly string[] }
  | { kind: 'mapbox'; token: string };

/** The datum a basemap's data is in: the view converts our GCJ-02 points to it at its edge. */
export type BasemapDatum = 'gcj02' | 'wgs84';

export const OFFLINE_BASEMAP: BasemapChoice = { kind: 'offline' };

/** Offline and AMap data are GCJ-02 like ours; OpenStreetMap-based styles and Mapbox are WGS-84. */
export function basemapDatum(choice: BasemapChoice): BasemapDatum {
  return choice.kind === 'offline' || choice.kind === 'amap' ? 'gcj02' : 'wgs84';
}

import type { StyleSpecification } from 'maplibre-gl';
import type { BasemapChoice } from './basemap-choice';
import type { MapLanguage } from './map-language';

/** AMap's credit, shown in the map's attribution control. */
export const AMAP_ATTRIBUTION = '© 高德地图 AutoNavi';

/** How AMap's tiles spell the label languages (`lang=`). */
const AMAP_LANGUAGES: Record<MapLanguage, string> = { 'zh-CN': 'zh_cn', en: 'en' };

/** AMap's raster tiles reach zoom 18; the map over-zooms them to 19. */
const AMAP_MAX_ZOOM = 18;

/**
 * The style maplibre-gl draws for a configured (not offline) basemap in `language`: a style URL with its
 * `{lang}` filled in (`zh-CN`/`en`), or a raster style of AMap's tile templates with theirs (`zh_cn`/`en`).
 */
export function remoteStyle(choice: Extract<BasemapChoice, { kind: 'style' | 'amap' }>, language: MapLanguage): string | StyleSpecification {
  if (choice.kind === 'style') return choice.styleUrl.replaceAll('{lang}', language);
  return {
    version: 8,
    name: 'luggage-amap-raster',
    sources: {
      amap: {
        type: 'raster',
        tiles: choice.tiles.map((tile) => tile.replaceAll('{lang}', AMAP_LANGUAGES[language])),
        tileSize: 256,
        maxzoom: AMAP_MAX_ZOOM,
        attribution: AMAP_ATTRIBUTION,
      },
    },
    layers: [{ id: 'amap', type: 'raster', source: 'amap' }],
  };
}

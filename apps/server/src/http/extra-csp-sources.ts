import type { ClientBasemap } from '@luggage/api/contract';
import { AMAP_TILES } from '../config/load-config';

/** What mapbox-gl reaches with a Mapbox token: the style, tiles, sprites and glyphs, and its usage events. */
const MAPBOX_HOSTS = ['https://api.mapbox.com', 'https://events.mapbox.com'];

/** The origin of an absolute http(s) URL or URL template ('{x}' and the like are left out with the path); null for a path. */
function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#{}]+)/.exec(url);
  return match?.[1] ?? null;
}

/**
 * The origins besides their own the apps' pages reach (requests and images): the map's for `basemap` (the
 * configured style's host, the configured tile hosts, Mapbox with a token), AMap's four tile hosts
 * (MAP_AMAP_TILES=on), which are always allowed because the apps may hold a config of an earlier start, and
 * `extraSources` (CSP_CONNECT_SOURCES: an API host of its own, a style's tile, sprite and glyph hosts).
 */
export function extraCspSources(basemap: ClientBasemap, extraSources: readonly string[]): string[] {
  const configured =
    basemap.kind === 'style' ? [originOf(basemap.styleUrl)] : basemap.kind === 'amap' ? basemap.tiles.map(originOf) : basemap.kind === 'mapbox' ? MAPBOX_HOSTS : [];
  const hosts = [...configured, ...AMAP_TILES.map(originOf), ...extraSources].filter((host): host is string => host !== null);
  return [...new Set(hosts)];
}

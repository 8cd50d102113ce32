/** The map apps offered for navigation to a shop (shop page, storage voucher). */
export type MapApp = 'amap' | 'baidu' | 'apple';

/** A link that opens a map app (or its web page) at a shop. */
export interface MapAppLink {
  app: MapApp;
  href: string;
}

/** Who calls Baidu's marker page ('webapp.<company>.<app>', required by Baidu). */
const BAIDU_SOURCE = 'webapp.luggage.consumer';

/**
 * Links that show a shop's position in AMap, Baidu Maps and Apple Maps. Our coordinates are GCJ-02, which
 * AMap (coordinate=gaode) and Apple Maps in China use and Baidu converts (coord_type=gcj02); `name` labels
 * the marker. AMap's callnative=1 opens the installed app and falls back to its web page.
 */
export function mapAppLinks({ lng, lat, name }: { lng: number; lat: number; name: string }): MapAppLink[] {
  const label = encodeURIComponent(name);
  return [
    {
      app: 'amap',
      href: `https://uri.amap.com/marker?position=${lng},${lat}&name=${label}&coordinate=gaode&callnative=1`,
    },
    {
      app: 'baidu',
      href: `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${label}&content=${label}&output=html&coord_type=gcj02&src=${BAIDU_SOURCE}`,
    },
    { app: 'apple', href: `https://maps.apple.com/?ll=${lat},${lng}&q=${label}` },
  ];
}

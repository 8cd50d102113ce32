import { describe, expect, it } from 'vitest';
import { mapAppLinks, type MapApp } from './map-app-links';

const links = mapAppLinks({ lng: 121.4737, lat: 31.2304, name: '全家 & 便利店' });
const linkOf = (app: MapApp) => new URL(links.find((link) => link.app === app)?.href ?? 'about:blank');

describe('mapAppLinks', () => {
  it('offers AMap, Baidu Maps and Apple Maps', () => {
    expect(links.map((link) => link.app)).toEqual(['amap', 'baidu', 'apple']);
  });

  it('puts the AMap marker at lng,lat in GCJ-02 and opens the app when installed', () => {
    const amap = linkOf('amap');
    expect(`${amap.origin}${amap.pathname}`).toBe('https://uri.amap.com/marker');
    expect(Object.fromEntries(amap.searchParams)).toEqual({
      position: '121.4737,31.2304',
      name: '全家 & 便利店',
      coordinate: 'gaode',
      callnative: '1',
    });
  });

  it('puts the Baidu marker at lat,lng, converted from GCJ-02', () => {
    const baidu = linkOf('baidu');
    expect(baidu.searchParams.get('location')).toBe('31.2304,121.4737');
    expect(baidu.searchParams.get('coord_type')).toBe('gcj02');
    expect(baidu.searchParams.get('title')).toBe('全家 & 便利店');
  });

  it('asks Apple Maps for lat,lng with the name as the query', () => {
    const apple = linkOf('apple');
    expect(`${apple.origin}${apple.pathname}`).toBe('https://maps.apple.com/');
    expect(Object.fromEntries(apple.searchParams)).toEqual({ ll: '31.2304,121.4737', q: '全家 & 便利店' });
  });
});

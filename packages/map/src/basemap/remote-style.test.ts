import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { AMAP_ATTRIBUTION, remoteStyle } from './remote-style';

const AMAP_TILES = [1, 2].map((host) => `https://webrd0${host}.is.autonavi.com/appmaptile?lang={lang}&style=8&x={x}&y={y}&z={z}`);

describe('remoteStyle', () => {
  it.each([
    { language: 'zh-CN' as const, url: 'https://tiles.example.com/styles/zh-CN.json' },
    { language: 'en' as const, url: 'https://tiles.example.com/styles/en.json' },
  ])('fills the language into a style URL ($language)', ({ language, url }) => {
    expect(remoteStyle({ kind: 'style', styleUrl: 'https://tiles.example.com/styles/{lang}.json' }, language)).toBe(url);
  });

  it('leaves a style URL without {lang} as it is', () => {
    expect(remoteStyle({ kind: 'style', styleUrl: '/tiles/style.json' }, 'en')).toBe('/tiles/style.json');
  });

  it.each([
    { language: 'zh-CN' as const, lang: 'zh_cn' },
    { language: 'en' as const, lang: 'en' },
  ])('draws AMap tiles from every host with $lang labels, credited', ({ language, lang }) => {
    const style = remoteStyle({ kind: 'amap', tiles: AMAP_TILES }, language);
    expect(style).toMatchObject({
      sources: {
        amap: {
          type: 'raster',
          tiles: AMAP_TILES.map((tile) => tile.replace('{lang}', lang)),
          tileSize: 256,
          attribution: AMAP_ATTRIBUTION,
        },
      },
    });
    expect(validateStyleMin(style as Parameters<typeof validateStyleMin>[0])).toEqual([]);
  });
});

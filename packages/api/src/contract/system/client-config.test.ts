import { describe, expect, it } from 'vitest';
import { clientBasemapSchema } from './client-config';

const AMAP_TILE = 'https://webrd01.is.autonavi.com/appmaptile?lang={lang}&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

describe('clientBasemapSchema', () => {
  it.each([
    { kind: 'offline' },
    { kind: 'style', styleUrl: 'https://tiles.example.com/styles/{lang}.json' },
    { kind: 'style', styleUrl: '/tiles/style.json' },
    { kind: 'amap', tiles: [AMAP_TILE] },
    { kind: 'mapbox', token: 'pk.test' },
  ])('accepts $kind', (basemap) => {
    expect(clientBasemapSchema.parse(basemap)).toEqual(basemap);
  });

  it.each([
    { kind: 'style', styleUrl: 'javascript:alert(1)' },
    { kind: 'style', styleUrl: 'tiles/style.json' },
    { kind: 'amap', tiles: [] },
    { kind: 'amap', tiles: ['https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}'] },
    { kind: 'mapbox', token: '' },
    { kind: 'google' },
  ])('refuses %o', (basemap) => {
    expect(clientBasemapSchema.safeParse(basemap).success).toBe(false);
  });
});

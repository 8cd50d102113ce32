import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { BASEMAP_DATA } from './basemap-data';
import { offlineStyle } from './offline-style';

/**
 * The Yangtze delta around Shanghai (lng/lat degrees): every basemap coordinate must fall inside, which
 * catches swapped axes and projected coordinates. The rivers reach upstream to Lake Tai, hence the margin.
 */
const REGION = { west: 119.5, east: 123, south: 30, north: 32.5 };

const positions = (value: unknown): [number, number][] =>
  Array.isArray(value) && typeof value[0] === 'number' ? [value as [number, number]] : (value as unknown[]).flatMap(positions);

describe('the committed basemap data', () => {
  it.each(Object.entries(BASEMAP_DATA))('%s is a non-empty feature collection around Shanghai', (_, collection: FeatureCollection) => {
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(0);
    const outside = collection.features
      .flatMap((feature) => ('coordinates' in feature.geometry ? positions(feature.geometry.coordinates) : []))
      .filter(([lng, lat]) => lng < REGION.west || lng > REGION.east || lat < REGION.south || lat > REGION.north);
    expect(outside).toEqual([]);
  });

  it('names every label in Chinese and English', () => {
    const unnamed = BASEMAP_DATA.labels.features.filter(({ properties }) => !properties.name || !properties.en);
    expect(unnamed).toEqual([]);
  });

  it("writes the districts' English with the pinyin apostrophe where a syllable starts with a vowel", () => {
    const districts = BASEMAP_DATA.labels.features.filter(({ properties }) => properties.kind === 'district').map(({ properties }) => properties.en);
    expect(districts).toContain("Jing'an District");
    expect(districts.filter((en) => /jingan/i.test(en))).toEqual([]);
    expect(BASEMAP_DATA.districts.features.find(({ properties }) => properties?.name === '静安区')?.properties?.en).toBe("Jing'an District");
  });

  it('labels the railway stations and main metro interchanges as stations, ranked before the landmarks', () => {
    const places = BASEMAP_DATA.labels.features.map(({ properties }) => properties);
    const stations = places.filter(({ kind }) => kind === 'station');
    expect(stations.map(({ en }) => en)).toEqual(
      expect.arrayContaining([
        "People's Square Station",
        'Shanghai Railway Station',
        'Shanghai Hongqiao Railway Station',
        'Lujiazui Station',
        'Longyang Road Station',
        'Xujiahui Station',
        'Century Avenue Station',
        "Jing'an Temple Station",
      ]),
    );
    expect(stations.every(({ rank }) => rank === 2)).toBe(true);
    expect(places.filter(({ kind }) => kind === 'landmark').every(({ rank }) => rank === 3)).toBe(true);
  });

  it.each(['zh-CN', 'en'] as const)('makes a valid style without URLs in %s', (language) => {
    const style = offlineStyle(language);
    expect(validateStyleMin(style)).toEqual([]);
    expect(JSON.stringify(style)).not.toContain('http');
  });
});

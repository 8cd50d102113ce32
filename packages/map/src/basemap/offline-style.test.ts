import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { SymbolLayerSpecification } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { BASEMAP_ATTRIBUTION } from './basemap-attribution';
import { createBasemapFixture } from './create-basemap-fixture';
import type { MapLanguage } from './map-language';
import { offlineStyle } from './offline-style';

// The committed data files are tested in basemap-data.test.ts; these tests build from the fixture.
vi.mock('./basemap-data', () => ({ BASEMAP_DATA: undefined }));

const labelLayers = (language: MapLanguage) =>
  offlineStyle(language, createBasemapFixture()).layers.filter(
    (layer): layer is SymbolLayerSpecification => layer.type === 'symbol',
  );

describe('offlineStyle', () => {
  it('draws water, land, district boundaries, rivers, district names, place symbols and place labels, in that order', () => {
    const style = offlineStyle('zh-CN', createBasemapFixture());
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['district-boundaries', 'line'],
      ['rivers', 'line'],
      ['district-labels', 'symbol'],
      ['place-symbols-station', 'circle'],
      ['place-symbols-landmark', 'circle'],
      ['place-symbols-airport', 'circle'],
      ['place-labels', 'symbol'],
    ]);
  });

  it('marks stations (railway and metro interchanges) with their own symbol and red labels placed first', () => {
    const style = offlineStyle('en', createBasemapFixture());
    const layer = (id: string) => style.layers.find((candidate) => candidate.id === id);
    expect(layer('place-symbols-station')).toMatchObject({
      filter: ['in', ['get', 'kind'], ['literal', ['station']]],
      paint: { 'circle-color': '#ffffff', 'circle-stroke-color': '#e4002b' },
    });
    expect(layer('place-symbols-landmark')).toMatchObject({ filter: ['in', ['get', 'kind'], ['literal', ['landmark', 'special']]] });
    expect(layer('place-labels')).toMatchObject({
      layout: { 'symbol-sort-key': ['get', 'rank'], 'text-variable-anchor': ['left', 'right', 'top', 'bottom'] },
      paint: { 'text-color': ['match', ['get', 'kind'], 'station', '#9b0020', '#4d4a45'] },
    });
  });

  it.each(['zh-CN', 'en'] as const)('is a valid maplibre style in %s', (language) => {
    expect(validateStyleMin(offlineStyle(language, createBasemapFixture()))).toEqual([]);
  });

  it('builds its sources from the data it is given', () => {
    const data = createBasemapFixture();
    const style = offlineStyle('zh-CN', data);
    expect(style.sources).toEqual({
      land: { type: 'geojson', data: data.land, attribution: BASEMAP_ATTRIBUTION },
      rivers: { type: 'geojson', data: data.rivers, attribution: BASEMAP_ATTRIBUTION },
      districts: { type: 'geojson', data: data.districts, attribution: BASEMAP_ATTRIBUTION },
      labels: { type: 'geojson', data: data.labels, attribution: BASEMAP_ATTRIBUTION },
    });
  });

  it.each([
    { language: 'zh-CN' as const, textField: ['get', 'name'] },
    { language: 'en' as const, textField: ['coalesce', ['get', 'en'], ['get', 'name']] },
  ])('labels districts and places in $language', ({ language, textField }) => {
    expect(labelLayers(language).map((layer) => layer.layout?.['text-field'])).toEqual([textField, textField]);
  });

  it('draws labels with local fonts: no glyphs, sprite or any URL in the style', () => {
    const style = offlineStyle('en', createBasemapFixture());
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toContain('http');
    for (const layer of labelLayers('en')) expect(layer.layout?.['text-font']).toContain('Noto Sans SC');
  });

  it('is pure: equal arguments give equal styles', () => {
    const data = createBasemapFixture();
    expect(offlineStyle('en', data)).toEqual(offlineStyle('en', data));
  });
});

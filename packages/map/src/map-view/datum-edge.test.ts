import { describe, expect, it } from 'vitest';
import { basemapDatum, type BasemapChoice } from '../basemap/basemap-choice';
import { distanceMeters } from '../geo/distance-meters';
import type { LngLatTuple } from '../geo/lng-lat';
import { DATUM_EDGES } from './datum-edge';

/** The Bund in GCJ-02 (our data, AMap) and the same place in WGS-84 (OpenStreetMap, Mapbox). */
const BUND_GCJ02: LngLatTuple = [121.4906, 31.2399];

const metres = ([aLng, aLat]: LngLatTuple, [bLng, bLat]: LngLatTuple) => distanceMeters({ lng: aLng, lat: aLat }, { lng: bLng, lat: bLat });

describe('basemapDatum', () => {
  it.each<[BasemapChoice, string]>([
    [{ kind: 'offline' }, 'gcj02'],
    [{ kind: 'amap', tiles: ['https://webrd01.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}'] }, 'gcj02'],
    [{ kind: 'style', styleUrl: '/tiles/style.json' }, 'wgs84'],
    [{ kind: 'mapbox', token: 'pk.test' }, 'wgs84'],
  ])('%o is drawn in %s', (choice, datum) => {
    expect(basemapDatum(choice)).toBe(datum);
  });
});

describe('DATUM_EDGES', () => {
  it('hands GCJ-02 points to a GCJ-02 basemap unchanged, both ways', () => {
    expect(DATUM_EDGES.gcj02.toMap(BUND_GCJ02)).toEqual(BUND_GCJ02);
    expect(DATUM_EDGES.gcj02.fromMap(BUND_GCJ02)).toEqual(BUND_GCJ02);
  });

  it('moves a Shanghai point the few hundred metres to WGS-84 for a WGS-84 basemap, and back', () => {
    const onMap = DATUM_EDGES.wgs84.toMap(BUND_GCJ02);
    expect(metres(onMap, BUND_GCJ02)).toBeGreaterThan(400);
    expect(metres(onMap, BUND_GCJ02)).toBeLessThan(600);
    expect(metres(DATUM_EDGES.wgs84.fromMap(onMap), BUND_GCJ02)).toBeLessThan(0.2);
  });
});

import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance-meters';
import { gcj02ToWgs84 } from './gcj02-to-wgs84';
import type { LngLat } from './lng-lat';
import { wgs84ToGcj02 } from './wgs84-to-gcj02';

/** The same places in both datums: each conversion takes one to the other to 5 decimals (about 1 m). */
const PLACES: { place: string; wgs84: LngLat; gcj02: LngLat }[] = [
  // gcoord's README examples.
  { place: 'Beijing, Tiananmen area', wgs84: { lng: 116.403988, lat: 39.914266 }, gcj02: { lng: 116.410232, lat: 39.91567 } },
  { place: 'north-east China', wgs84: { lng: 122.99395597, lat: 44.99804071 }, gcj02: { lng: 123, lat: 45 } },
  { place: 'Shanghai city centre', wgs84: { lng: 121.48652, lat: 31.234977 }, gcj02: { lng: 121.491, lat: 31.233 } },
];

const expectCloseTo = (actual: LngLat, expected: LngLat) => {
  expect(actual.lng).toBeCloseTo(expected.lng, 5);
  expect(actual.lat).toBeCloseTo(expected.lat, 5);
};

describe('wgs84ToGcj02', () => {
  it.each(PLACES)('moves $place from $wgs84 to $gcj02', ({ wgs84, gcj02 }) => expectCloseTo(wgs84ToGcj02(wgs84), gcj02));

  it('shifts a Shanghai point by the few hundred metres the datums differ there', () => {
    const gps = { lng: 121.4737, lat: 31.2304 };
    expect(distanceMeters(gps, wgs84ToGcj02(gps))).toBeGreaterThan(400);
    expect(distanceMeters(gps, wgs84ToGcj02(gps))).toBeLessThan(600);
  });

  it('leaves points outside China unchanged', () => {
    expect(wgs84ToGcj02({ lng: 2.3522, lat: 48.8566 })).toEqual({ lng: 2.3522, lat: 48.8566 });
  });

  it('is undone by gcj02ToWgs84 to within a centimetre-scale error', () => {
    const gps = { lng: 121.8083, lat: 31.1434 };
    expect(distanceMeters(gcj02ToWgs84(wgs84ToGcj02(gps)), gps)).toBeLessThan(0.2);
  });
});

describe('gcj02ToWgs84', () => {
  it.each(PLACES)('moves $place from $gcj02 to $wgs84', ({ wgs84, gcj02 }) => expectCloseTo(gcj02ToWgs84(gcj02), wgs84));

  it('leaves points outside China unchanged', () => {
    expect(gcj02ToWgs84({ lng: -0.1276, lat: 51.5072 })).toEqual({ lng: -0.1276, lat: 51.5072 });
  });
});

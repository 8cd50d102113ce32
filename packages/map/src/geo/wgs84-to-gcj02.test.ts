import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance-meters';
import { gcj02ToWgs84 } from './gcj02-to-wgs84';
import { wgs84ToGcj02 } from './wgs84-to-gcj02';

describe('wgs84ToGcj02', () => {
  it.each([
    // gcoord's README example (Beijing, Tiananmen area).
    { wgs84: { lng: 116.403988, lat: 39.914266 }, gcj02: { lng: 116.410232, lat: 39.91567 } },
    // Shanghai city centre.
    { wgs84: { lng: 121.48652, lat: 31.234977 }, gcj02: { lng: 121.491, lat: 31.233 } },
  ])('moves $wgs84 to $gcj02', ({ wgs84, gcj02 }) => {
    const result = wgs84ToGcj02(wgs84);
    expect(result.lng).toBeCloseTo(gcj02.lng, 5);
    expect(result.lat).toBeCloseTo(gcj02.lat, 5);
  });

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

import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84 } from './gcj02-to-wgs84';

describe('gcj02ToWgs84', () => {
  it.each([
    // gcoord's README example.
    { gcj02: { lng: 123, lat: 45 }, wgs84: { lng: 122.99395597, lat: 44.99804071 } },
    { gcj02: { lng: 121.491, lat: 31.233 }, wgs84: { lng: 121.48652, lat: 31.234977 } },
  ])('moves $gcj02 to $wgs84', ({ gcj02, wgs84 }) => {
    const result = gcj02ToWgs84(gcj02);
    expect(result.lng).toBeCloseTo(wgs84.lng, 5);
    expect(result.lat).toBeCloseTo(wgs84.lat, 5);
  });

  it('leaves points outside China unchanged', () => {
    expect(gcj02ToWgs84({ lng: -0.1276, lat: 51.5072 })).toEqual({ lng: -0.1276, lat: 51.5072 });
  });
});

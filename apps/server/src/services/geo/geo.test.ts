import { describe, expect, it } from 'vitest';
import { geohash } from './geohash';
import { haversineMetres } from './haversine-metres';

describe('geohash', () => {
  it.each([
    [-5.6, 42.6, 5, 'ezs42'],
    [10.40744, 57.64911, 11, 'u4pruydqqvj'],
    [121.4737, 31.2304, 7, 'wtw3sjq'],
  ])('(%f, %f) precision %i → %s', (lng, lat, precision, expected) => {
    expect(geohash(lng, lat, precision)).toBe(expected);
  });
});

describe('haversineMetres', () => {
  it('is zero for the same point', () => expect(haversineMetres({ lng: 121.4, lat: 31.2 }, { lng: 121.4, lat: 31.2 })).toBe(0));
  it('measures one degree of latitude as about 111.2 km', () => {
    expect(haversineMetres({ lng: 121, lat: 31 }, { lng: 121, lat: 32 })).toBeCloseTo(111_195, -1);
  });
  it('shrinks longitude degrees with latitude (Shanghai: ~95.3 km)', () => {
    expect(haversineMetres({ lng: 121, lat: 31.2 }, { lng: 122, lat: 31.2 })).toBeCloseTo(95_160, -2);
  });
});

import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance-meters';

/** One degree of a great circle on the mean-radius sphere. */
const ONE_DEGREE_METERS = 111_195.08;

describe('distanceMeters', () => {
  it.each([
    { name: 'the same point', a: { lng: 121.491, lat: 31.233 }, b: { lng: 121.491, lat: 31.233 }, meters: 0 },
    { name: 'one degree of latitude', a: { lng: 121, lat: 31 }, b: { lng: 121, lat: 32 }, meters: ONE_DEGREE_METERS },
    { name: 'one degree of longitude on the equator', a: { lng: 0, lat: 0 }, b: { lng: 1, lat: 0 }, meters: ONE_DEGREE_METERS },
    { name: 'half the globe', a: { lng: 0, lat: 0 }, b: { lng: 180, lat: 0 }, meters: 180 * ONE_DEGREE_METERS },
  ])('measures $name', ({ a, b, meters }) => {
    expect(distanceMeters(a, b)).toBeCloseTo(meters, 0);
  });

  it('measures People’s Square to Hongqiao station as about 15 km and is symmetric', () => {
    const peoplesSquare = { lng: 121.4737, lat: 31.2304 };
    const hongqiao = { lng: 121.3201, lat: 31.1941 };
    expect(distanceMeters(peoplesSquare, hongqiao)).toBeGreaterThan(14_500);
    expect(distanceMeters(peoplesSquare, hongqiao)).toBeLessThan(15_500);
    expect(distanceMeters(hongqiao, peoplesSquare)).toBe(distanceMeters(peoplesSquare, hongqiao));
  });
});

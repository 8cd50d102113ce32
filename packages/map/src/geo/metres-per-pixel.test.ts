import { describe, expect, it } from 'vitest';
import { metresPerPixel } from './metres-per-pixel';

describe('metresPerPixel', () => {
  it('is the world width over 512 px at the equator at zoom 0', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(78_271.517, 2);
  });

  it('halves with each zoom level', () => {
    expect(metresPerPixel(31.23, 15)).toBeCloseTo(metresPerPixel(31.23, 14) / 2, 9);
  });

  it('shrinks with the cosine of the latitude: about 4.1 m in Shanghai at zoom 14', () => {
    expect(metresPerPixel(31.23, 14)).toBeCloseTo(4.09, 2);
    expect(metresPerPixel(60, 14)).toBeCloseTo(metresPerPixel(0, 14) / 2, 9);
  });
});

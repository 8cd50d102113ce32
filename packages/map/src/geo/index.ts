export type { LngLat, LngLatTuple } from './lng-lat';
export { wgs84ToGcj02 } from './wgs84-to-gcj02';
export { gcj02ToWgs84 } from './gcj02-to-wgs84';
export { distanceMeters } from './distance-meters';
export { metresPerPixel } from './metres-per-pixel';

/** Small geometry helpers (spherical distance, offsets, point in polygon, ring area). */

const EARTH_RADIUS_M = 6371008.8;
const rad = (deg) => (deg * Math.PI) / 180;

/** Shanghai bounding box of the offline basemap: [west, south, east, north] in degrees. */
export const SHANGHAI_BBOX = [120.8, 30.6, 122.2, 31.9];

/** Great-circle distance in metres between two [lng, lat] points. */
export function distanceMeters([lng1, lat1], [lng2, lat2]) {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** The point `meters` away from [lng, lat] along `bearingDeg` (0 = north, 90 = east); local flat approximation. */
export function offsetPoint([lng, lat], bearingDeg, meters) {
  const dLat = (meters * Math.cos(rad(bearingDeg))) / EARTH_RADIUS_M;
  const dLng = (meters * Math.sin(rad(bearingDeg))) / (EARTH_RADIUS_M * Math.cos(rad(lat)));
  return [lng + (dLng * 180) / Math.PI, lat + (dLat * 180) / Math.PI];
}

const inRing = ([x, y], ring) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Whether a [lng, lat] point lies in a GeoJSON Polygon or MultiPolygon geometry (holes respected). */
export function pointInGeometry(point, geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some(([outer, ...holes]) => inRing(point, outer) && !holes.some((hole) => inRing(point, hole)));
}

/** Approximate area of a [lng, lat] ring in square kilometres (equirectangular at the ring's latitude). */
export function ringAreaKm2(ring) {
  const kmPerDegLat = 111.195;
  const kmPerDegLng = kmPerDegLat * Math.cos(rad(ring[0][1]));
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    twice += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  }
  return Math.abs(twice / 2) * kmPerDegLat * kmPerDegLng;
}

/** Whether the bounding boxes of a ring and `bbox` overlap. */
export function ringTouchesBbox(ring, [west, south, east, north]) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return maxX >= west && minX <= east && maxY >= south && minY <= north;
}

/**
 * Chaikin corner cutting: each pass replaces every inner corner of a polyline by two points at 1/4 and 3/4 of
 * its segments, so straight-edged courses (sparse boundary vertices) bend like a river. Ends are kept.
 */
export function smoothLine(line, passes) {
  let points = line;
  for (let pass = 0; pass < passes; pass += 1) {
    const cut = [points[0]];
    for (let i = 0; i < points.length - 1; i += 1) {
      const [[x0, y0], [x1, y1]] = [points[i], points[i + 1]];
      if (i > 0) cut.push([0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1]);
      if (i < points.length - 2) cut.push([0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1]);
    }
    cut.push(points[points.length - 1]);
    points = cut;
  }
  return points;
}

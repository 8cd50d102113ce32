/** Earth's equatorial circumference in metres (WGS-84), the width of the Web Mercator world. */
const EARTH_CIRCUMFERENCE_METRES = 40_075_016.686;
/** maplibre-gl and mapbox-gl draw the world 512 px wide at zoom 0. */
const WORLD_PIXELS_AT_ZOOM_0 = 512;

/** How many metres one CSS pixel covers on a Web Mercator map at `zoom`, at latitude `lat` (degrees). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_METRES * Math.cos((lat * Math.PI) / 180)) / (WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom);
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Standard geohash of a lng/lat point (degrees) with `precision` characters (7 ≈ 150 m cells). */
export function geohash(lng: number, lat: number, precision = 7): string {
  const range = { lng: [-180, 180], lat: [-90, 90] } as { lng: [number, number]; lat: [number, number] };
  let hash = '';
  let bits = 0;
  let value = 0;
  let isLng = true;
  while (hash.length < precision) {
    const [min, max] = isLng ? range.lng : range.lat;
    const target = isLng ? lng : lat;
    const middle = (min + max) / 2;
    value <<= 1;
    if (target >= middle) {
      value |= 1;
      if (isLng) range.lng[0] = middle;
      else range.lat[0] = middle;
    } else if (isLng) range.lng[1] = middle;
    else range.lat[1] = middle;
    isLng = !isLng;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

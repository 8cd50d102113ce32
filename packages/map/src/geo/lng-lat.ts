/** A point as longitude and latitude in degrees. Which datum (GCJ-02 or WGS-84) is up to the caller: in this product it is GCJ-02 unless a name says otherwise. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** A point as the `[lng, lat]` pair map libraries and GeoJSON use, in degrees. */
export type LngLatTuple = [lng: number, lat: number];

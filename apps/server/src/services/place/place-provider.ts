import type { PlaceSearchResponse, ReverseGeocodeResponse } from '@luggage/api/contract';

/** A place search as the route hands it over: keywords trimmed, apostrophes stripped; page from 1. */
export interface PlaceSearchQuery {
  keywords: string;
  cityId: number;
  page: number;
}

/** A point in degrees, GCJ-02. */
export interface GeoPoint {
  lng: number;
  lat: number;
}

/**
 * Where place search and reverse geocoding come from: the built-in index of the database (default) or
 * the AMap web service. A failing outside service throws an ApiFailure with a catalogued message.
 */
export interface PlaceProvider {
  searchPlaces(query: PlaceSearchQuery): Promise<PlaceSearchResponse>;
  reverseGeocode(point: GeoPoint): Promise<ReverseGeocodeResponse>;
}

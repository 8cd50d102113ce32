import { placeSearchEndpoint, type PlaceSearchRequest, type PlaceSearchResponse } from '../contract/place/place-search';
import {
  reverseGeocodeEndpoint,
  type ReverseGeocodeRequest,
  type ReverseGeocodeResponse,
} from '../contract/place/reverse-geocode';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Places: the place search of the home screen and reverse geocoding of the located position. */
export const placeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeSearch: build.query<PlaceSearchResponse, PlaceSearchRequest>({
      query: (input) => endpointCall(placeSearchEndpoint, input),
    }),
    reverseGeocode: build.query<ReverseGeocodeResponse, ReverseGeocodeRequest>({
      query: (input) => endpointCall(reverseGeocodeEndpoint, input),
    }),
  }),
});

export const { usePlaceSearchQuery, useLazyReverseGeocodeQuery } = placeApi;

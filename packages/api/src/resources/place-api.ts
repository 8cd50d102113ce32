import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { placeSearchWire, reverseGeocodeWire } from '../wire/wire-endpoints';

/** Places: the place search of the home screen and reverse geocoding of the located position. */
export const placeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeSearch: endpointQuery(build, placeSearchWire),
    reverseGeocode: endpointQuery(build, reverseGeocodeWire),
  }),
});

export const { usePlaceSearchQuery, useLazyReverseGeocodeQuery } = placeApi;

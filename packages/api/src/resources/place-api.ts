import { placeSearchEndpoint } from '../contract/place/place-search';
import { reverseGeocodeEndpoint } from '../contract/place/reverse-geocode';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** Places: the place search of the home screen and reverse geocoding of the located position. */
export const placeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeSearch: endpointQuery(build, placeSearchEndpoint),
    reverseGeocode: endpointQuery(build, reverseGeocodeEndpoint),
  }),
});

export const { usePlaceSearchQuery, useLazyReverseGeocodeQuery } = placeApi;

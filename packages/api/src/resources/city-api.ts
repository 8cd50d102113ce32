import { cityListEndpoint, type CityListRequest, type CityListResponse } from '../contract/city/city-list';
import { citySearchEndpoint, type CitySearchRequest, type CitySearchResponse } from '../contract/city/city-search';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Cities: the covered list (with hot terms on request) and the national city search. */
export const cityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cityList: build.query<CityListResponse, CityListRequest>({
      query: (input) => endpointCall(cityListEndpoint, input),
      providesTags: ['City'],
    }),
    citySearch: build.query<CitySearchResponse, CitySearchRequest>({
      query: (input) => endpointCall(citySearchEndpoint, input),
      providesTags: ['City'],
    }),
  }),
});

export const { useCityListQuery, useCitySearchQuery, useLazyCitySearchQuery } = cityApi;

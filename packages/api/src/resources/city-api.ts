import { cityListEndpoint } from '../contract/city/city-list';
import { citySearchEndpoint } from '../contract/city/city-search';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** Cities: the covered list (with hot terms on request) and the national city search. */
export const cityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cityList: endpointQuery(build, cityListEndpoint, { providesTags: ['City'] }),
    citySearch: endpointQuery(build, citySearchEndpoint, { providesTags: ['City'] }),
  }),
});

export const { useCityListQuery, useCitySearchQuery, useLazyCitySearchQuery } = cityApi;

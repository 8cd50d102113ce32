import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { cityListWire, citySearchWire } from '../wire/wire-endpoints';

/** Cities: the covered list (with hot terms on request) and the national city search. */
export const cityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cityList: endpointQuery(build, cityListWire, { providesTags: ['City'] }),
    citySearch: endpointQuery(build, citySearchWire, { providesTags: ['City'] }),
  }),
});

export const { useCityListQuery, useCitySearchQuery, useLazyCitySearchQuery } = cityApi;

import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { contentPageWire } from '../wire/wire-endpoints';

/** The information pages (guide, help, FAQ, rules, …) in the language asked for. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: endpointQuery(build, contentPageWire),
  }),
});

export const { useContentPageQuery } = contentApi;

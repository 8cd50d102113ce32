import { contentPageEndpoint } from '../contract/content/content-page';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** The information pages (guide, help, FAQ, rules, …) in the language asked for. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: endpointQuery(build, contentPageEndpoint),
  }),
});

export const { useContentPageQuery } = contentApi;

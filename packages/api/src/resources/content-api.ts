import { contentPageEndpoint, type ContentPageRequest, type ContentPageResponse } from '../contract/content/content-page';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** The information pages (guide, help, FAQ, rules, …) in the language asked for. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentPage: build.query<ContentPageResponse, ContentPageRequest>({
      query: (input) => endpointCall(contentPageEndpoint, input),
    }),
  }),
});

export const { useContentPageQuery } = contentApi;

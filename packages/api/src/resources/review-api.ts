import { storeCommentsEndpoint } from '../contract/store/store-comments';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** A shop's reviews as travellers and guests read them (#/comments, the shop page), a page at a time. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeComments: endpointQuery(build, storeCommentsEndpoint, {
      providesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
  }),
});

export const { useStoreCommentsQuery } = reviewApi;

import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { storeCommentsWire } from '../wire/wire-endpoints';

/** A shop's reviews as travellers and guests read them (#/comments, the shop page), a page at a time. */
export const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storeComments: endpointQuery(build, storeCommentsWire, {
      providesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
  }),
});

export const { useStoreCommentsQuery } = reviewApi;

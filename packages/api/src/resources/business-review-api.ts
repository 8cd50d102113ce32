import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { businessReviewListWire, replyReviewWire } from '../wire/wire-endpoints';

/**
 * The shop's reviews for its staff (#/bussiness/reviews) and the shop's one reply to a review, which
 * refetches the shop's review pages (staff's and travellers').
 */
export const businessReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    businessReviewList: endpointQuery(build, businessReviewListWire, {
      providesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
    replyReview: endpointMutation(build, replyReviewWire, {
      invalidatesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
  }),
});

export const { useBusinessReviewListQuery, useReplyReviewMutation } = businessReviewApi;

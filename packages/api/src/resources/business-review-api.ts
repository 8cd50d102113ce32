import { businessReviewListEndpoint } from '../contract/business/business-review-list';
import { replyReviewEndpoint } from '../contract/business/reply-review';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

/**
 * The shop's reviews for its staff (#/bussiness/reviews) and the shop's one reply to a review, which
 * refetches the shop's review pages (staff's and travellers').
 */
export const businessReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    businessReviewList: endpointQuery(build, businessReviewListEndpoint, {
      providesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
    replyReview: endpointMutation(build, replyReviewEndpoint, {
      invalidatesTags: (_result, _error, { storeId }) => [{ type: 'Review', id: Number(storeId) }],
    }),
  }),
});

export const { useBusinessReviewListQuery, useReplyReviewMutation } = businessReviewApi;

import { baseApi } from '../client/base-api';
import { endpointMutation } from '../client/endpoint-definitions';
import { decideApplicationWire } from '../wire/wire-endpoints';

/**
 * The shop's answers to cancellation applications and change requests (#/bussiness/requests). An answer
 * changes the order (cancelled and refunded, or moved to other days), the shop's day (its waiting
 * applications, drop-offs and stock) and its reports, so it refetches the order, the business order
 * lists, the shop's day and its reports.
 */
export const businessApplicationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    decideApplication: endpointMutation(build, decideApplicationWire, {
      invalidatesTags: (_result, _error, { orderId, storeId }) => [
        { type: 'BusinessOrder', id: orderId },
        { type: 'BusinessOrder', id: 'LIST' },
        { type: 'BusinessShop', id: Number(storeId) },
        { type: 'BusinessReport', id: Number(storeId) },
      ],
    }),
  }),
});

export const { useDecideApplicationMutation } = businessApplicationApi;

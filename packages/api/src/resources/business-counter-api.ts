import { businessOrderInfoEndpoint } from '../contract/business/business-order-info';
import { findOrderByCodeEndpoint } from '../contract/business/find-order-by-code';
import { orderStoreEndpoint } from '../contract/business/order-store';
import { uploadLuggagePhotoEndpoint } from '../contract/business/upload-luggage-photo';
import { walkInEndpoint } from '../contract/business/walk-in';
import { walkInQuoteEndpoint } from '../contract/business/walk-in-quote';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

/**
 * Everything a stored-luggage change refetches: the order, the shop's order list, the shop's day and its
 * reports ('1' and 1 name the same shop).
 */
const counterChangeTags = (storeId: number | string, orderId?: string) => [
  ...(orderId ? [{ type: 'BusinessOrder' as const, id: orderId }] : []),
  { type: 'BusinessOrder' as const, id: 'LIST' },
  { type: 'BusinessShop' as const, id: Number(storeId) },
  { type: 'BusinessReport' as const, id: Number(storeId) },
];

/**
 * The counter (#/bussiness/counter and #/bussiness/walk-in): find an order by its voucher code or id,
 * upload luggage photos, check in and out (order/store), and quote and make a walk-in booking. A check-in,
 * check-out or walk-in refetches the order, the shop's list, day and reports. The quote is never cached:
 * it is a price of now.
 */
export const businessCounterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findOrderByCode: endpointQuery(build, findOrderByCodeEndpoint, {
      providesTags: (result) => (result ? [{ type: 'BusinessOrder', id: result.id }] : []),
      keepUnusedDataFor: 0,
    }),
    businessOrderInfo: endpointQuery(build, businessOrderInfoEndpoint, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'BusinessOrder', id: orderId }],
    }),
    uploadLuggagePhoto: endpointMutation(build, uploadLuggagePhotoEndpoint),
    orderStore: endpointMutation(build, orderStoreEndpoint, {
      invalidatesTags: (_result, _error, { storeId, orderId }) => counterChangeTags(storeId, orderId),
    }),
    walkInQuote: endpointMutation(build, walkInQuoteEndpoint),
    walkIn: endpointMutation(build, walkInEndpoint, {
      invalidatesTags: (result, _error, { storeId }) => counterChangeTags(storeId, result?.id),
    }),
  }),
});

export const {
  useFindOrderByCodeQuery,
  useLazyFindOrderByCodeQuery,
  useBusinessOrderInfoQuery,
  useUploadLuggagePhotoMutation,
  useOrderStoreMutation,
  useWalkInQuoteMutation,
  useWalkInMutation,
} = businessCounterApi;

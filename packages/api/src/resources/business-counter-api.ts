import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { businessOrderInfoWire, findOrderByCodeWire, orderStoreWire, uploadLuggagePhotoWire, walkInWire, walkInQuoteWire } from '../wire/wire-endpoints';

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
    findOrderByCode: endpointQuery(build, findOrderByCodeWire, {
      providesTags: (result) => (result ? [{ type: 'BusinessOrder', id: result.id }] : []),
      keepUnusedDataFor: 0,
    }),
    businessOrderInfo: endpointQuery(build, businessOrderInfoWire, {
      providesTags: (_result, _error, { orderId }) => [{ type: 'BusinessOrder', id: orderId }],
    }),
    uploadLuggagePhoto: endpointMutation(build, uploadLuggagePhotoWire),
    orderStore: endpointMutation(build, orderStoreWire, {
      invalidatesTags: (_result, _error, { storeId, orderId }) => counterChangeTags(storeId, orderId),
    }),
    walkInQuote: endpointMutation(build, walkInQuoteWire),
    walkIn: endpointMutation(build, walkInWire, {
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

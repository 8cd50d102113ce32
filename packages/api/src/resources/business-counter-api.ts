import { businessOrderInfoEndpoint } from '../contract/business/business-order-info';
import { findOrderByCodeEndpoint } from '../contract/business/find-order-by-code';
import { orderStoreEndpoint, type OrderStoreRequest } from '../contract/business/order-store';
import { uploadLuggagePhotoEndpoint, type UploadLuggagePhotoRequest, type UploadLuggagePhotoResponse } from '../contract/business/upload-luggage-photo';
import { walkInEndpoint, type WalkInRequest } from '../contract/business/walk-in';
import { walkInQuoteEndpoint, type WalkInQuote, type WalkInQuoteRequest } from '../contract/business/walk-in-quote';
import type { BusinessOrder } from '../contract/entities/business';
import type { EndpointInput } from '../contract/endpoint';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

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
    findOrderByCode: build.query<BusinessOrder, EndpointInput<typeof findOrderByCodeEndpoint>>({
      query: (input) => endpointCall(findOrderByCodeEndpoint, input),
      providesTags: (result) => (result ? [{ type: 'BusinessOrder', id: result.id }] : []),
      keepUnusedDataFor: 0,
    }),
    businessOrderInfo: build.query<BusinessOrder, EndpointInput<typeof businessOrderInfoEndpoint>>({
      query: (input) => endpointCall(businessOrderInfoEndpoint, input),
      providesTags: (_result, _error, { orderId }) => [{ type: 'BusinessOrder', id: orderId }],
    }),
    uploadLuggagePhoto: build.mutation<UploadLuggagePhotoResponse, UploadLuggagePhotoRequest>({
      query: (input) => endpointCall(uploadLuggagePhotoEndpoint, input),
    }),
    orderStore: build.mutation<BusinessOrder, OrderStoreRequest>({
      query: (input) => endpointCall(orderStoreEndpoint, input),
      invalidatesTags: (_result, _error, { storeId, orderId }) => counterChangeTags(storeId, orderId),
    }),
    walkInQuote: build.mutation<WalkInQuote, WalkInQuoteRequest>({
      query: (input) => endpointCall(walkInQuoteEndpoint, input),
    }),
    walkIn: build.mutation<BusinessOrder, WalkInRequest>({
      query: (input) => endpointCall(walkInEndpoint, input),
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

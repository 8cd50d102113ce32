import {
  storeSearchByCoordinateEndpoint,
  type StoreSearchByCoordinateRequest,
  type StoreSearchByCoordinateResponse,
} from '../contract/store/search-by-coordinate';
import {
  storeSearchByNameEndpoint,
  type StoreSearchByNameRequest,
  type StoreSearchByNameResponse,
} from '../contract/store/search-by-name';
import {
  storeBusinessTimeEndpoint,
  type StoreBusinessTimeRequest,
  type StoreBusinessTimeResponse,
} from '../contract/store/store-business-time';
import { storeInfoV2Endpoint, type StoreInfoV2Request, type StoreInfoV2Response } from '../contract/store/store-info-v2';
import { storeInfoV3Endpoint, type StoreInfoV3Request, type StoreInfoV3Response } from '../contract/store/store-info-v3';
import {
  storeInventoryEndpoint,
  type StoreInventoryRequest,
  type StoreInventoryResponse,
} from '../contract/store/store-inventory';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Shops: nearby and by-name search, shop info, inventory per day and business time. */
export const storeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storesNearby: build.query<StoreSearchByCoordinateResponse, StoreSearchByCoordinateRequest>({
      query: (input) => endpointCall(storeSearchByCoordinateEndpoint, input),
      providesTags: ['Store'],
    }),
    storesByName: build.query<StoreSearchByNameResponse, StoreSearchByNameRequest>({
      query: (input) => endpointCall(storeSearchByNameEndpoint, input),
      providesTags: ['Store'],
    }),
    storeInfo: build.query<StoreInfoV2Response, StoreInfoV2Request>({
      query: (input) => endpointCall(storeInfoV2Endpoint, input),
      providesTags: (_result, _error, input) => [{ type: 'Store', id: String(input.storeId) }],
    }),
    storeInfoForOrder: build.query<StoreInfoV3Response, StoreInfoV3Request>({
      query: (input) => endpointCall(storeInfoV3Endpoint, input),
      // It carries the order too: an action on the order (pay, cancel, …) refetches it.
      providesTags: (_result, _error, input) => [
        { type: 'Store', id: String(input.storeId) },
        { type: 'Order', id: String(input.orderId) },
      ],
    }),
    storeInventory: build.query<StoreInventoryResponse, StoreInventoryRequest>({
      query: (input) => endpointCall(storeInventoryEndpoint, input),
      providesTags: ['Inventory'],
    }),
    storeBusinessTime: build.query<StoreBusinessTimeResponse, StoreBusinessTimeRequest>({
      query: (input) => endpointCall(storeBusinessTimeEndpoint, input),
      providesTags: (_result, _error, input) => [{ type: 'Store', id: String(input.id) }],
    }),
  }),
});

export const {
  useStoresNearbyQuery,
  useLazyStoresNearbyQuery,
  useStoresByNameQuery,
  useStoreInfoQuery,
  useStoreInfoForOrderQuery,
  useStoreInventoryQuery,
  useStoreBusinessTimeQuery,
} = storeApi;

import { storeSearchByCoordinateEndpoint } from '../contract/store/search-by-coordinate';
import { storeSearchByNameEndpoint } from '../contract/store/search-by-name';
import { storeBusinessTimeEndpoint } from '../contract/store/store-business-time';
import { storeInfoV2Endpoint } from '../contract/store/store-info-v2';
import { storeInfoV3Endpoint } from '../contract/store/store-info-v3';
import { storeInventoryEndpoint } from '../contract/store/store-inventory';
import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';

/** Shops: nearby and by-name search, shop info, inventory per day and business time. */
export const storeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storesNearby: endpointQuery(build, storeSearchByCoordinateEndpoint, { providesTags: ['Store'] }),
    storesByName: endpointQuery(build, storeSearchByNameEndpoint, { providesTags: ['Store'] }),
    storeInfo: endpointQuery(build, storeInfoV2Endpoint, {
      providesTags: (_result, _error, input) => [{ type: 'Store', id: String(input.storeId) }],
    }),
    storeInfoForOrder: endpointQuery(build, storeInfoV3Endpoint, {
      // It carries the order too: an action on the order (pay, cancel, …) refetches it.
      providesTags: (_result, _error, input) => [
        { type: 'Store', id: String(input.storeId) },
        { type: 'Order', id: String(input.orderId) },
      ],
    }),
    storeInventory: endpointQuery(build, storeInventoryEndpoint, { providesTags: ['Inventory'] }),
    storeBusinessTime: endpointQuery(build, storeBusinessTimeEndpoint, {
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

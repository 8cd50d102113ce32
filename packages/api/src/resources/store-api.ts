import { baseApi } from '../client/base-api';
import { endpointQuery } from '../client/endpoint-definitions';
import { storeSearchByCoordinateWire, storeSearchByNameWire, storeBusinessTimeWire, storeInfoV2Wire, storeInfoV3Wire, storeInventoryWire } from '../wire/wire-endpoints';

/** Shops: nearby and by-name search, shop info, inventory per day and business time. */
export const storeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storesNearby: endpointQuery(build, storeSearchByCoordinateWire, { providesTags: ['Store'] }),
    storesByName: endpointQuery(build, storeSearchByNameWire, { providesTags: ['Store'] }),
    storeInfo: endpointQuery(build, storeInfoV2Wire, {
      providesTags: (_result, _error, input) => [{ type: 'Store', id: String(input.storeId) }],
    }),
    storeInfoForOrder: endpointQuery(build, storeInfoV3Wire, {
      // It carries the order too: an action on the order (pay, cancel, …) refetches it.
      providesTags: (_result, _error, input) => [
        { type: 'Store', id: String(input.storeId) },
        { type: 'Order', id: String(input.orderId) },
      ],
    }),
    storeInventory: endpointQuery(build, storeInventoryWire, { providesTags: ['Inventory'] }),
    storeBusinessTime: endpointQuery(build, storeBusinessTimeWire, {
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

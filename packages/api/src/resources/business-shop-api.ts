import { businessTodayEndpoint, type BusinessToday } from '../contract/business/business-today';
import { confirmOpenEndpoint } from '../contract/business/confirm-open';
import { setShopClosureEndpoint, type SetShopClosureRequest } from '../contract/business/set-shop-closure';
import { shopSettingsEndpoint } from '../contract/business/shop-settings';
import { updateShopCapacityEndpoint, type UpdateShopCapacityRequest } from '../contract/business/update-shop-capacity';
import { updateShopHoursEndpoint, type UpdateShopHoursRequest } from '../contract/business/update-shop-hours';
import type { ShopSettings } from '../contract/entities/shop-settings';
import type { EndpointContent, EndpointInput } from '../contract/endpoint';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** The cache tag of one shop's day and settings ('1' and 1 name the same shop). */
const shopTag = (storeId: number | string) => ({ type: 'BusinessShop' as const, id: Number(storeId) });

/**
 * The shop's day (#/bussiness) and its settings (#/bussiness/settings). The day provides the shop's tag and
 * the business order list's, so a check-in, check-out, walk-in or answered application elsewhere brings
 * it up to date; every change here (confirming the shop open, hours, capacity, closed days) refetches the
 * shop's day and settings.
 */
export const businessShopApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    // A settings change answers with the new settings: shown at once, before the refetch the tag brings.
    const showSettings = async (
      { storeId }: { storeId: number | string },
      { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ShopSettings }> },
    ) => {
      const answer = await queryFulfilled.catch(() => null);
      if (answer) dispatch(businessShopApi.util.upsertQueryData('shopSettings', { storeId: Number(storeId) }, answer.data));
    };
    return {
      businessToday: build.query<BusinessToday, EndpointInput<typeof businessTodayEndpoint>>({
        query: (input) => endpointCall(businessTodayEndpoint, input),
        providesTags: (_result, _error, { storeId }) => [{ type: 'BusinessOrder', id: 'LIST' }, shopTag(storeId)],
      }),
      confirmOpen: build.mutation<EndpointContent<typeof confirmOpenEndpoint>, EndpointInput<typeof confirmOpenEndpoint>>({
        query: (input) => endpointCall(confirmOpenEndpoint, input),
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      shopSettings: build.query<ShopSettings, EndpointInput<typeof shopSettingsEndpoint>>({
        query: (input) => endpointCall(shopSettingsEndpoint, input),
        providesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      updateShopHours: build.mutation<ShopSettings, UpdateShopHoursRequest>({
        query: (input) => endpointCall(updateShopHoursEndpoint, input),
        onQueryStarted: showSettings,
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      updateShopCapacity: build.mutation<ShopSettings, UpdateShopCapacityRequest>({
        query: (input) => endpointCall(updateShopCapacityEndpoint, input),
        onQueryStarted: showSettings,
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      setShopClosure: build.mutation<ShopSettings, SetShopClosureRequest>({
        query: (input) => endpointCall(setShopClosureEndpoint, input),
        onQueryStarted: showSettings,
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
    };
  },
});

export const {
  useBusinessTodayQuery,
  useConfirmOpenMutation,
  useShopSettingsQuery,
  useUpdateShopHoursMutation,
  useUpdateShopCapacityMutation,
  useSetShopClosureMutation,
} = businessShopApi;

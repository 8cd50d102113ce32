import type { z } from 'zod';
import type { ShopSettings } from '../contract/entities/shop-settings';
import type { Endpoint, EndpointInput } from '../contract/endpoint';
import type { WireEndpoint } from '../wire/wire-endpoint';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { businessTodayWire, confirmOpenWire, setShopClosureWire, shopSettingsWire, updateShopCapacityWire, updateShopHoursWire } from '../wire/wire-endpoints';

/** The cache tag of one shop's day and settings ('1' and 1 name the same shop). */
const shopTag = (storeId: number | string) => ({ type: 'BusinessShop' as const, id: Number(storeId) });

/** An endpoint of a business call about a shop (its parameters carry the storeId). */
type ShopCallEndpoint = Endpoint<z.ZodType<unknown, { storeId: number | string }>>;

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
    /** A change of the shop's settings: shows the settings it answers and refetches the shop's day and settings. */
    const settingsChange = <E extends ShopCallEndpoint>(endpoint: WireEndpoint<E>) =>
      build.mutation<ShopSettings, EndpointInput<E>>({
        query: (input) => endpointCall(endpoint, input),
        onQueryStarted: showSettings,
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      });
    return {
      businessToday: endpointQuery(build, businessTodayWire, {
        providesTags: (_result, _error, { storeId }) => [{ type: 'BusinessOrder', id: 'LIST' }, shopTag(storeId)],
      }),
      confirmOpen: endpointMutation(build, confirmOpenWire, {
        invalidatesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      shopSettings: endpointQuery(build, shopSettingsWire, {
        providesTags: (_result, _error, { storeId }) => [shopTag(storeId)],
      }),
      updateShopHours: settingsChange(updateShopHoursWire),
      updateShopCapacity: settingsChange(updateShopCapacityWire),
      setShopClosure: settingsChange(setShopClosureWire),
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

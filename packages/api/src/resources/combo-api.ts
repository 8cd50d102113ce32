import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { comboBuyWire, comboInfoWire, comboListWire, comboOrderInfoWire, comboOrderListWire, comboPayCancelWire, comboPayInfoWire, comboPayNotifyWire, comboRefundWire } from '../wire/wire-endpoints';

/** The cache tag of every page of my combo orders. */
const COMBO_ORDER_LIST = { type: 'Combo' as const, id: 'LIST' };

/**
 * What a change of the combo order `comboOrderId` makes stale: the order, my combo orders, my coupons (paid
 * issues them, a refund withdraws them) and the consumption list (tag Order LIST).
 */
const comboOrderChanged = (comboOrderId: string) => [
  { type: 'Combo' as const, id: comboOrderId },
  COMBO_ORDER_LIST,
  { type: 'Coupon' as const, id: 'LIST' },
  { type: 'Order' as const, id: 'LIST' },
];

/**
 * Combo packages (the combo calls of @luggage/api/contract): the combos on sale and one of them (public),
 * buying one, my combo orders and one of them, paying (the provider's sheet, then pay/notify), giving up
 * paying and refunding the unused entries. The sheet is never served from an earlier answer.
 */
export const comboApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    comboList: endpointQuery(build, comboListWire),
    comboInfo: endpointQuery(build, comboInfoWire),
    comboBuy: endpointMutation(build, comboBuyWire, { invalidatesTags: [COMBO_ORDER_LIST] }),
    comboOrderList: endpointQuery(build, comboOrderListWire, { providesTags: [COMBO_ORDER_LIST] }),
    comboOrderInfo: endpointQuery(build, comboOrderInfoWire, {
      providesTags: (_result, _error, { comboOrderId }) => [{ type: 'Combo', id: comboOrderId }],
    }),
    comboPayInfo: endpointQuery(build, comboPayInfoWire, { keepUnusedDataFor: 0 }),
    comboPayNotify: endpointMutation(build, comboPayNotifyWire, { invalidatesTags: (_result, _error, { comboOrderId }) => comboOrderChanged(comboOrderId) }),
    comboPayCancel: endpointMutation(build, comboPayCancelWire, { invalidatesTags: (_result, _error, { comboOrderId }) => comboOrderChanged(comboOrderId) }),
    comboRefund: endpointMutation(build, comboRefundWire, { invalidatesTags: (_result, _error, { comboOrderId }) => comboOrderChanged(comboOrderId) }),
  }),
});

export const {
  useComboListQuery,
  useComboInfoQuery,
  useComboBuyMutation,
  useComboOrderListQuery,
  useComboOrderInfoQuery,
  useComboPayNotifyMutation,
  useComboPayCancelMutation,
  useComboRefundMutation,
} = comboApi;

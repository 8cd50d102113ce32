import type { z } from 'zod';
import type { Endpoint } from '../contract/endpoint';
import type { WireEndpoint } from '../wire/wire-endpoint';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';
import { addOrderWire, checkoutWire, applyCancelWire, applyReasonWire, cancelApplyWire, cancelEditWire, cancelOrderWire, changeStoreWire, editOrderWire, reviewOrderWire, orderInfoWire, orderListWire, consumeOrderListWire, callBindWire, payCancelWire, payInfoWire, payNotifyWire, payResultWire, sandboxPayWire } from '../wire/wire-endpoints';

/** Cache tags of one order and of the list, refetched after anything changes the order. */
const orderTags = (orderId: string) => [{ type: 'Order' as const, id: orderId }, { type: 'Order' as const, id: 'LIST' }];

/** The traveller's coupons (coupon-api's list tag): booking locks one, paying uses it, cancelling gives it back. */
const COUPON_LIST = { type: 'Coupon' as const, id: 'LIST' };

/** An endpoint of a call about one of the traveller's orders (its parameters carry the orderId). */
type OrderCallEndpoint = Endpoint<z.ZodType<unknown, { orderId: string }>>;

/**
 * Booking (spec §4), payment and the traveller's orders: checkout prices a cart on the server and returns a
 * single-use addOrderToken; add order turns it into an unpaid order (taking units off the shop's inventory
 * and holding its coupon, so cached inventory and coupons are refetched); pay calls, the order list and detail, call_bind (a protected number to call the shop), change_store (a change of shop, priced first with a dry run), and the order actions, each of
 * which refetches the order it changed and the list.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * A call changing one of the traveller's orders: refetches the order and the list, and the inventory
     * and the coupons when the change frees or takes units (and so holds, uses or gives back its coupon).
     */
    const orderChange = <E extends OrderCallEndpoint>(endpoint: WireEndpoint<E>, { changesInventory = false } = {}) =>
      endpointMutation(build, endpoint, {
        // A change that frees or takes units may be an extension's: its booking's days change too, so every order is refetched.
        invalidatesTags: (_result, _error, { orderId }) => (changesInventory ? ['Order', 'Inventory', COUPON_LIST] : orderTags(orderId)),
      });
    return {
      checkout: endpointMutation(build, checkoutWire),
      // An extension (delay 1) changes its booking's detail (its extensions) too.
      addOrder: endpointMutation(build, addOrderWire, {
        invalidatesTags: (_result, _error, { delayId }) => ['Inventory', { type: 'Order', id: 'LIST' }, COUPON_LIST, ...(delayId ? [{ type: 'Order' as const, id: delayId }] : [])],
      }),
      orderList: endpointQuery(build, orderListWire, { providesTags: [{ type: 'Order', id: 'LIST' }] }),
      consumeOrderList: endpointQuery(build, consumeOrderListWire, { providesTags: [{ type: 'Order', id: 'LIST' }] }),
      orderInfo: endpointQuery(build, orderInfoWire, {
        providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
      }),
      payInfo: endpointQuery(build, payInfoWire, { keepUnusedDataFor: 0 }),
      payResult: endpointQuery(build, payResultWire, { keepUnusedDataFor: 0 }),
      payNotify: orderChange(payNotifyWire, { changesInventory: true }),
      payCancel: orderChange(payCancelWire, { changesInventory: true }),
      sandboxPay: endpointMutation(build, sandboxPayWire),
      cancelOrder: orderChange(cancelOrderWire, { changesInventory: true }),
      applyCancel: orderChange(applyCancelWire),
      cancelApply: orderChange(cancelApplyWire),
      applyReason: orderChange(applyReasonWire),
      editOrder: orderChange(editOrderWire),
      cancelEdit: orderChange(cancelEditWire),
      reviewOrder: orderChange(reviewOrderWire),
      callBind: endpointMutation(build, callBindWire),
      // A dry run only prices the move; the move itself changes the order, both shops' inventory and maybe its coupon.
      changeStore: endpointMutation(build, changeStoreWire, {
        invalidatesTags: (_result, _error, { orderId, dryRun }) => (dryRun ? [] : [...orderTags(orderId), 'Inventory', COUPON_LIST]),
      }),
    };
  },
});

export const {
  useCheckoutMutation,
  useAddOrderMutation,
  useOrderListQuery,
  useConsumeOrderListQuery,
  useOrderInfoQuery,
  usePayInfoQuery,
  usePayResultQuery,
  usePayNotifyMutation,
  usePayCancelMutation,
  useSandboxPayMutation,
  useCancelOrderMutation,
  useApplyCancelMutation,
  useCancelApplyMutation,
  useApplyReasonMutation,
  useEditOrderMutation,
  useCancelEditMutation,
  useReviewOrderMutation,
  useCallBindMutation,
  useChangeStoreMutation,
} = orderApi;

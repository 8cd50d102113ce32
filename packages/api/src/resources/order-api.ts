import type { z } from 'zod';
import { addOrderEndpoint } from '../contract/order/add-order';
import { checkoutEndpoint } from '../contract/order/checkout';
import { applyCancelEndpoint } from '../contract/order/apply-cancel';
import { applyReasonEndpoint } from '../contract/order/apply-reason';
import { cancelApplyEndpoint } from '../contract/order/cancel-apply';
import { cancelEditEndpoint } from '../contract/order/cancel-edit';
import { cancelOrderEndpoint } from '../contract/order/cancel-order';
import { changeStoreEndpoint } from '../contract/order/change-store';
import { editOrderEndpoint } from '../contract/order/edit-order';
import { reviewOrderEndpoint } from '../contract/order/review-order';
import { orderInfoEndpoint } from '../contract/order/order-info';
import { orderListEndpoint } from '../contract/order/order-list';
import { consumeOrderListEndpoint } from '../contract/user/consume-order-list';
import { callBindEndpoint } from '../contract/private/call-bind';
import { payCancelEndpoint } from '../contract/pay/pay-cancel';
import { payInfoEndpoint } from '../contract/pay/pay-info';
import { payNotifyEndpoint } from '../contract/pay/pay-notify';
import { payResultEndpoint } from '../contract/pay/pay-result';
import { sandboxPayEndpoint } from '../contract/pay/sandbox-pay';
import type { Endpoint } from '../contract/endpoint';
import { baseApi } from '../client/base-api';
import { endpointMutation, endpointQuery } from '../client/endpoint-definitions';

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
    const orderChange = <E extends OrderCallEndpoint>(endpoint: E, { changesInventory = false } = {}) =>
      endpointMutation(build, endpoint, {
        // A change that frees or takes units may be an extension's: its booking's days change too, so every order is refetched.
        invalidatesTags: (_result, _error, { orderId }) => (changesInventory ? ['Order', 'Inventory', COUPON_LIST] : orderTags(orderId)),
      });
    return {
      checkout: endpointMutation(build, checkoutEndpoint),
      // An extension (delay 1) changes its booking's detail (its extensions) too.
      addOrder: endpointMutation(build, addOrderEndpoint, {
        invalidatesTags: (_result, _error, { delayId }) => ['Inventory', { type: 'Order', id: 'LIST' }, COUPON_LIST, ...(delayId ? [{ type: 'Order' as const, id: delayId }] : [])],
      }),
      orderList: endpointQuery(build, orderListEndpoint, { providesTags: [{ type: 'Order', id: 'LIST' }] }),
      consumeOrderList: endpointQuery(build, consumeOrderListEndpoint, { providesTags: [{ type: 'Order', id: 'LIST' }] }),
      orderInfo: endpointQuery(build, orderInfoEndpoint, {
        providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
      }),
      payInfo: endpointQuery(build, payInfoEndpoint, { keepUnusedDataFor: 0 }),
      payResult: endpointQuery(build, payResultEndpoint, { keepUnusedDataFor: 0 }),
      payNotify: orderChange(payNotifyEndpoint, { changesInventory: true }),
      payCancel: orderChange(payCancelEndpoint, { changesInventory: true }),
      sandboxPay: endpointMutation(build, sandboxPayEndpoint),
      cancelOrder: orderChange(cancelOrderEndpoint, { changesInventory: true }),
      applyCancel: orderChange(applyCancelEndpoint),
      cancelApply: orderChange(cancelApplyEndpoint),
      applyReason: orderChange(applyReasonEndpoint),
      editOrder: orderChange(editOrderEndpoint),
      cancelEdit: orderChange(cancelEditEndpoint),
      reviewOrder: orderChange(reviewOrderEndpoint),
      callBind: endpointMutation(build, callBindEndpoint),
      // A dry run only prices the move; the move itself changes the order, both shops' inventory and maybe its coupon.
      changeStore: endpointMutation(build, changeStoreEndpoint, {
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

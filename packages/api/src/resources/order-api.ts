import type { z } from 'zod';
import { addOrderEndpoint, type AddOrderRequest, type AddOrderResponse } from '../contract/order/add-order';
import { checkoutEndpoint, type CheckoutRequest, type CheckoutResponse } from '../contract/order/checkout';
import type { OrderDetail } from '../contract/entities/order';
import { applyCancelEndpoint } from '../contract/order/apply-cancel';
import { applyReasonEndpoint } from '../contract/order/apply-reason';
import { cancelApplyEndpoint } from '../contract/order/cancel-apply';
import { cancelEditEndpoint } from '../contract/order/cancel-edit';
import { cancelOrderEndpoint } from '../contract/order/cancel-order';
import { editOrderEndpoint } from '../contract/order/edit-order';
import { reviewOrderEndpoint } from '../contract/order/review-order';
import { orderInfoEndpoint, type OrderInfoRequest } from '../contract/order/order-info';
import { orderListEndpoint, type OrderListRequest, type OrderListResponse } from '../contract/order/order-list';
import type { PayResult } from '../contract/entities/pay-result';
import { payCancelEndpoint } from '../contract/pay/pay-cancel';
import { payInfoEndpoint, type PayInfoRequest, type PayInfoResponse } from '../contract/pay/pay-info';
import { payNotifyEndpoint } from '../contract/pay/pay-notify';
import { payResultEndpoint, type PayOrderRequest } from '../contract/pay/pay-result';
import { sandboxPayEndpoint, type SandboxPayRequest } from '../contract/pay/sandbox-pay';
import type { Endpoint, EndpointContent, EndpointInput } from '../contract/endpoint';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Cache tags of one order and of the list, refetched after anything changes the order. */
const orderTags = (orderId: string) => [{ type: 'Order' as const, id: orderId }, { type: 'Order' as const, id: 'LIST' }];

/** An endpoint of a call about one of the traveller's orders (its parameters carry the orderId). */
type OrderCallEndpoint = Endpoint<z.ZodType<unknown, { orderId: string }>>;

/**
 * Booking (spec §4), payment and the traveller's orders: checkout prices a cart on the server and returns a
 * single-use addOrderToken; add order turns it into an unpaid order (taking units off the shop's inventory,
 * so cached inventory is refetched); pay calls, the order list and detail, and the order actions, each of
 * which refetches the order it changed and the list.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    /**
     * A call changing one of the traveller's orders: refetches the order and the list, and the inventory
     * when the change frees or takes units.
     */
    const orderChange = <E extends OrderCallEndpoint>(endpoint: E, { changesInventory = false } = {}) =>
      build.mutation<EndpointContent<E>, EndpointInput<E>>({
        query: (input) => endpointCall(endpoint, input),
        invalidatesTags: (_result, _error, { orderId }) => (changesInventory ? [...orderTags(orderId), 'Inventory'] : orderTags(orderId)),
      });
    return {
      checkout: build.mutation<CheckoutResponse, CheckoutRequest>({
        query: (input) => endpointCall(checkoutEndpoint, input),
      }),
      addOrder: build.mutation<AddOrderResponse, AddOrderRequest>({
        query: (input) => endpointCall(addOrderEndpoint, input),
        invalidatesTags: ['Inventory', { type: 'Order', id: 'LIST' }],
      }),
      orderList: build.query<OrderListResponse, OrderListRequest>({
        query: (input) => endpointCall(orderListEndpoint, input),
        providesTags: [{ type: 'Order', id: 'LIST' }],
      }),
      orderInfo: build.query<OrderDetail, OrderInfoRequest>({
        query: (input) => endpointCall(orderInfoEndpoint, input),
        providesTags: (_result, _error, { orderId }) => [{ type: 'Order', id: orderId }],
      }),
      payInfo: build.query<PayInfoResponse, PayInfoRequest>({
        query: (input) => endpointCall(payInfoEndpoint, input),
        keepUnusedDataFor: 0,
      }),
      payResult: build.query<PayResult, PayOrderRequest>({
        query: (input) => endpointCall(payResultEndpoint, input),
        keepUnusedDataFor: 0,
      }),
      payNotify: orderChange(payNotifyEndpoint, { changesInventory: true }),
      payCancel: orderChange(payCancelEndpoint, { changesInventory: true }),
      sandboxPay: build.mutation<{ outTradeNo: string; outcome: 'succeeded' | 'failed' }, SandboxPayRequest>({
        query: (input) => endpointCall(sandboxPayEndpoint, input),
      }),
      cancelOrder: orderChange(cancelOrderEndpoint, { changesInventory: true }),
      applyCancel: orderChange(applyCancelEndpoint),
      cancelApply: orderChange(cancelApplyEndpoint),
      applyReason: orderChange(applyReasonEndpoint),
      editOrder: orderChange(editOrderEndpoint),
      cancelEdit: orderChange(cancelEditEndpoint),
      reviewOrder: orderChange(reviewOrderEndpoint),
    };
  },
});

export const {
  useCheckoutMutation,
  useAddOrderMutation,
  useOrderListQuery,
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
} = orderApi;

import { addOrderEndpoint, type AddOrderRequest, type AddOrderResponse } from '../contract/order/add-order';
import { checkoutEndpoint, type CheckoutRequest, type CheckoutResponse } from '../contract/order/checkout';
import type { OrderDetail } from '../contract/entities/order';
import type { OrderState } from '../contract/entities/order-state';
import { applyCancelEndpoint, type ApplyCancelRequest } from '../contract/order/apply-cancel';
import { applyReasonEndpoint, type ApplyReasonRequest } from '../contract/order/apply-reason';
import { cancelApplyEndpoint, type CancelApplyRequest } from '../contract/order/cancel-apply';
import { cancelEditEndpoint, type CancelEditRequest } from '../contract/order/cancel-edit';
import { cancelOrderEndpoint, type CancelOrderRequest } from '../contract/order/cancel-order';
import { editOrderEndpoint, type EditOrderRequest } from '../contract/order/edit-order';
import { reviewOrderEndpoint, type ReviewOrderRequest, type ReviewOrderResponse } from '../contract/order/review-order';
import { orderInfoEndpoint, type OrderInfoRequest } from '../contract/order/order-info';
import { orderListEndpoint, type OrderListRequest, type OrderListResponse } from '../contract/order/order-list';
import type { PayResult } from '../contract/entities/pay-result';
import { payCancelEndpoint } from '../contract/pay/pay-cancel';
import { payInfoEndpoint, type PayInfoRequest, type PayInfoResponse } from '../contract/pay/pay-info';
import { payNotifyEndpoint } from '../contract/pay/pay-notify';
import { payResultEndpoint, type PayOrderRequest } from '../contract/pay/pay-result';
import { sandboxPayEndpoint, type SandboxPayRequest } from '../contract/pay/sandbox-pay';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/** Cache tags of one order and of the list, refetched after anything changes the order. */
const orderTags = (orderId: string) => [{ type: 'Order' as const, id: orderId }, { type: 'Order' as const, id: 'LIST' }];

/**
 * Booking (spec §4), payment and the traveller's orders: checkout prices a cart on the server and returns a
 * single-use addOrderToken; add order turns it into an unpaid order (taking units off the shop's inventory,
 * so cached inventory is refetched); pay calls, the order list and detail, and the order actions, each of
 * which refetches the order it changed and the list.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
    payNotify: build.mutation<PayResult, PayOrderRequest>({
      query: (input) => endpointCall(payNotifyEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => [...orderTags(orderId), 'Inventory'],
    }),
    payCancel: build.mutation<PayResult, PayOrderRequest>({
      query: (input) => endpointCall(payCancelEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => [...orderTags(orderId), 'Inventory'],
    }),
    sandboxPay: build.mutation<{ outTradeNo: string; outcome: 'succeeded' | 'failed' }, SandboxPayRequest>({
      query: (input) => endpointCall(sandboxPayEndpoint, input),
    }),
    cancelOrder: build.mutation<OrderState, CancelOrderRequest>({
      query: (input) => endpointCall(cancelOrderEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => [...orderTags(orderId), 'Inventory'],
    }),
    applyCancel: build.mutation<OrderState, ApplyCancelRequest>({
      query: (input) => endpointCall(applyCancelEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
    cancelApply: build.mutation<OrderState, CancelApplyRequest>({
      query: (input) => endpointCall(cancelApplyEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
    applyReason: build.mutation<OrderState, ApplyReasonRequest>({
      query: (input) => endpointCall(applyReasonEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
    editOrder: build.mutation<OrderState, EditOrderRequest>({
      query: (input) => endpointCall(editOrderEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
    cancelEdit: build.mutation<OrderState, CancelEditRequest>({
      query: (input) => endpointCall(cancelEditEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
    reviewOrder: build.mutation<ReviewOrderResponse, ReviewOrderRequest>({
      query: (input) => endpointCall(reviewOrderEndpoint, input),
      invalidatesTags: (_result, _error, { orderId }) => orderTags(orderId),
    }),
  }),
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

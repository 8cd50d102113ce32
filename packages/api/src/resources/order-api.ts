import { addOrderEndpoint, type AddOrderRequest, type AddOrderResponse } from '../contract/order/add-order';
import { checkoutEndpoint, type CheckoutRequest, type CheckoutResponse } from '../contract/order/checkout';
import { baseApi } from '../client/base-api';
import { endpointCall } from '../client/endpoint-call';

/**
 * Booking (spec §4): checkout prices a cart on the server and returns a single-use addOrderToken; add order
 * turns the token into an unpaid order, which takes units off the shop's inventory, so cached inventory is
 * refetched.
 */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkout: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (input) => endpointCall(checkoutEndpoint, input),
    }),
    addOrder: build.mutation<AddOrderResponse, AddOrderRequest>({
      query: (input) => endpointCall(addOrderEndpoint, input),
      invalidatesTags: ['Inventory'],
    }),
  }),
});

export const { useCheckoutMutation, useAddOrderMutation } = orderApi;

import { cancelOrderEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { cancelPaidOrder } from '../../services/payment/cancel-paid-order';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/user/order/cancel/: cancels one of the caller's paid orders and refunds it (see cancelPaidOrder). */
export const cancelOrderRoute = defineRoute(cancelOrderEndpoint, ({ params, caller, context, request }) =>
  cancelPaidOrder(paymentDepsOf(context, request.log), caller.userId, params),
);

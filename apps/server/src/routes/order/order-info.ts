import { orderInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getOrderDetail } from '../../services/order/get-order-detail';

/** GET /api/user/order/info/: one of the caller's orders in detail. */
export const orderInfoRoute = defineRoute(orderInfoEndpoint, ({ params, caller, context }) =>
  getOrderDetail(context, caller.userId, { orderId: params.orderId }, context.clock()),
);

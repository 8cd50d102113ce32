import { businessOrderInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessOrder } from '../../services/business/counter/get-business-order';

/** GET /api/business/order/info/: one order of the shop by id. */
export const businessOrderInfoRoute = defineRoute(businessOrderInfoEndpoint, ({ params, caller, context }) =>
  getBusinessOrder(context, caller.storeId, { orderId: params.orderId }),
);

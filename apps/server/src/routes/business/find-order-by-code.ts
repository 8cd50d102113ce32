import { findOrderByCodeEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getBusinessOrder } from '../../services/business/counter/get-business-order';

/** GET /api/business/order/find/: the shop's order with a voucher code. */
export const findOrderByCodeRoute = defineRoute(findOrderByCodeEndpoint, ({ params, caller, context }) =>
  getBusinessOrder(context, caller.storeId, { code: params.code }),
);

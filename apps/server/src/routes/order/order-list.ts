import { orderListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listOrders } from '../../services/order/list-orders';

/** GET /api/user/order/list_v2/: the caller's orders, newest first, a page at a time. */
export const orderListRoute = defineRoute(orderListEndpoint, ({ params, caller, context }) => listOrders(context.db, caller.userId, params, context.clock()));

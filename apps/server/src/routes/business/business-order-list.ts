import { businessOrderListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listBusinessOrders } from '../../services/business/reports/list-business-orders';

/** GET /api/business/order/list/: the shop's luggage orders, a page at a time. */
export const businessOrderListRoute = defineRoute(businessOrderListEndpoint, ({ params, context }) => listBusinessOrders(context, params, context.clock()));

import { consumeOrderListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listTravellerConsumeOrders } from '../../services/order/list-consume-orders';

/** GET /api/user/consume_order/list/: the caller's own consumption orders (extra days paid at pick-up), newest first, a page at a time. */
export const consumeOrderListRoute = defineRoute(consumeOrderListEndpoint, ({ params, caller, context }) =>
  listTravellerConsumeOrders(context.db, caller.userId, params),
);

import { orderListEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { listOrders } from '../../services/order/list-orders';

/** GET /api/user/order/list_v2/: the caller's orders, newest first, a page at a time. */
export function orderListRoute(app: FastifyInstance, context: RouteContext): void {
  // requireUser ran before the handler, so the user is known.
  defineRoute(app, orderListEndpoint, context, (params, request) => listOrders(context.db, request.userId ?? '', params, context.clock()));
}

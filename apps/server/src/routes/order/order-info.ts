import { orderInfoEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { getOrderDetail } from '../../services/order/get-order-detail';

/** GET /api/user/order/info/: one of the caller's orders in detail. */
export function orderInfoRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, orderInfoEndpoint, context, (params, request) =>
    getOrderDetail(context, request.userId ?? '', { orderId: params.orderId }, context.clock()),
  );
}

import { payResultEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { orderPayState } from '../../services/payment/order-pay-state';

/** GET /api/user/order/pay/result/: where the payment of one of the caller's orders stands. */
export function payResultRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, payResultEndpoint, context, (params, request) => orderPayState(context.db, request.userId ?? '', params.orderId, context.clock()));
}

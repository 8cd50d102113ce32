import { payCancelEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { cancelUnpaidOrder } from '../../services/payment/cancel-unpaid-order';

/** POST /api/user/order/pay/cancel/: gives up paying one of the caller's orders (see cancelUnpaidOrder). */
export function payCancelRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, payCancelEndpoint, context, (params, request) => cancelUnpaidOrder(context.db, request.userId ?? '', params.orderId, context.clock()));
}

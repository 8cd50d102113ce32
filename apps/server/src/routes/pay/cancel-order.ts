import { cancelOrderEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { cancelPaidOrder } from '../../services/payment/cancel-paid-order';
import { paymentDepsOf } from './payment-deps-of';

/** POST /api/user/order/cancel/: cancels one of the caller's paid orders and refunds it (see cancelPaidOrder). */
export function cancelOrderRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, cancelOrderEndpoint, context, (params, request) =>
    cancelPaidOrder(paymentDepsOf(context, request.log), request.userId ?? '', { orderId: params.orderId, key: params.key, reason: params.reason }),
  );
}

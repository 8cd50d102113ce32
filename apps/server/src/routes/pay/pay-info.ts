import { payInfoEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { startPayment } from '../../services/payment/start-payment';
import { paymentDepsOf } from './payment-deps-of';

/** GET /api/user/order/pay/info/: the sheet to pay one of the caller's unpaid orders (see startPayment). */
export function payInfoRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, payInfoEndpoint, context, (params, request) =>
    startPayment(paymentDepsOf(context, request.log), request.userId ?? '', { orderId: params.orderId, openid: params.openid }),
  );
}

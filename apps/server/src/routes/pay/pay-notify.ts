import { payNotifyEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { confirmPayment } from '../../services/payment/confirm-payment';
import { paymentDepsOf } from './payment-deps-of';

/** POST /api/user/order/pay/notify/: the client reports a payment; the server asks the provider (see confirmPayment). */
export function payNotifyRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, payNotifyEndpoint, context, (params, request) => confirmPayment(paymentDepsOf(context, request.log), request.userId ?? '', params.orderId));
}

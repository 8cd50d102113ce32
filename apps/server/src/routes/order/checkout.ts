import { checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { checkOut } from '../../services/order/check-out';

/** POST /api/user/order/checkout_v2/: prices the cart on the server and returns a single-use addOrderToken. */
export function checkoutRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, checkoutEndpoint, context, (params, request) =>
    // requireUser ran before the handler, so the user is known.
    checkOut(context, request.userId ?? '', params),
  );
}

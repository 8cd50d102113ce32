import { addOrderEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { addOrder } from '../../services/order/add-order';

/** POST /api/user/order/add/: turns an addOrderToken into an unpaid order holding its inventory. */
export function addOrderRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, addOrderEndpoint, context, (params, request) =>
    // requireUser ran before the handler, so the user is known.
    addOrder(context, request.userId ?? '', params),
  );
}

import { reviewOrderEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { reviewOrder } from '../../services/order/review-order';

/** POST /api/user/order/review/: the one review of a paid order whose start day has come. */
export function orderReviewRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, reviewOrderEndpoint, context, (params, request) => reviewOrder(context, request.userId ?? '', params));
}

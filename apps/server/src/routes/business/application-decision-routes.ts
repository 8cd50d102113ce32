import { decideApplicationEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { decideApplication } from '../../services/business/applications/decide-application';
import { paymentDepsOf } from '../pay/payment-deps-of';

/** POST /api/business/order/application/: the shop answers a cancellation application or change request (see decideApplication). */
export function applicationDecisionRoutes(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, decideApplicationEndpoint, context, (params, request) =>
    // requireUser (auth 'business') ran before the handler, so the staff account is known.
    decideApplication({ ...paymentDepsOf(context, request.log), photoUrls: context.photoUrls }, request.userId ?? '', params),
  );
}

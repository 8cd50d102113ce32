import { clientConfigEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';

/** GET /api/config/: lets the apps pick the map provider at run time. */
export function clientConfigRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, clientConfigEndpoint, context, () => Promise.resolve({ mapboxToken: context.config.mapboxToken }));
}

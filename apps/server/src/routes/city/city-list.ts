import { cityListEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { listCoveredCities } from '../../services/city/list-covered-cities';

/** GET /api/user/city/list/ */
export function cityListRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, cityListEndpoint, context, (params) => listCoveredCities(context.db, params.hots === 'YES'));
}

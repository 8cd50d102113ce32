import { citySearchEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { searchCities } from '../../services/city/search-cities';

/** GET /api/user/city/search/ */
export function citySearchRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, citySearchEndpoint, context, (params) => searchCities(context.db, params.name));
}

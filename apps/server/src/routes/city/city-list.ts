import { cityListEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { listCities } from '../../services/city/list-cities';

/** GET /api/user/city/list/ */
export function cityListRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, cityListEndpoint, context, (params) =>
    listCities(context.db, { withHots: params.hots === 'YES', withHotCities: params.hotCities === 'YES' }),
  );
}

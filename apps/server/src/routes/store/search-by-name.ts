import { storeSearchByNameEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { searchShopsByName } from '../../services/store/search-shops-by-name';

/** GET /api/user/store/search_by_name/ */
export function searchByNameRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeSearchByNameEndpoint, context, (params) =>
    searchShopsByName(context.db, { term: params.name, cityId: params.cityId }, context.clock()),
  );
}

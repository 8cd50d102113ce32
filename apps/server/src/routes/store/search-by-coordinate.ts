import { storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';
import { searchNearby } from '../../services/store/search-nearby';

/** GET /api/user/store/search_by_coordinate_simple/ */
export function searchByCoordinateRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, storeSearchByCoordinateEndpoint, context, (params) =>
    searchNearby(context.db, { lng: params.lng, lat: params.lat }, context.clock()),
  );
}

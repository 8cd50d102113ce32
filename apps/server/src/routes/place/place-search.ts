import { placeSearchEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';

/** GET /api/place/search/ */
export function placeSearchRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, placeSearchEndpoint, context, (params) =>
    context.places.searchPlaces({ keywords: params.keywords, cityId: params.cityId, page: params.page ?? 1 }),
  );
}

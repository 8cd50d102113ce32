import { reverseGeocodeEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route';
import type { RouteContext } from '../../http/route-context';

/** GET /api/place/regeo/ */
export function reverseGeocodeRoute(app: FastifyInstance, context: RouteContext): void {
  defineRoute(app, reverseGeocodeEndpoint, context, (params) => context.places.reverseGeocode({ lng: params.lng, lat: params.lat }));
}

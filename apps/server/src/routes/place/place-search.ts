import { placeSearchEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/place/search/ */
export const placeSearchRoute = defineRoute(placeSearchEndpoint, ({ params, context }) =>
  context.places.searchPlaces({ keywords: params.keywords, cityId: params.cityId, page: params.page ?? 1 }),
);

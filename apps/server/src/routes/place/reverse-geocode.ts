import { reverseGeocodeEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';

/** GET /api/place/regeo/ */
export const reverseGeocodeRoute = defineRoute(reverseGeocodeEndpoint, ({ params, context }) => context.places.reverseGeocode({ lng: params.lng, lat: params.lat }));

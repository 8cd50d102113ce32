import { citySearchEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { searchCities } from '../../services/city/search-cities';

/** GET /api/user/city/search/ */
export const citySearchRoute = defineRoute(citySearchEndpoint, ({ params, context }) => searchCities(context.db, params.name));

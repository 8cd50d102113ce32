import { cityListEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { listCities } from '../../services/city/list-cities';

/** GET /api/user/city/list/ */
export const cityListRoute = defineRoute(cityListEndpoint, ({ params, context }) =>
  listCities(context.db, { withHots: params.hots === 'YES', withHotCities: params.hotCities === 'YES' }),
);

import { storeSearchByCoordinateEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { searchNearby } from '../../services/store/search-nearby';

/** GET /api/user/store/search_by_coordinate_simple/ */
export const searchByCoordinateRoute = defineRoute(storeSearchByCoordinateEndpoint, ({ params, context }) =>
  searchNearby(context.db, params, context.clock()),
);

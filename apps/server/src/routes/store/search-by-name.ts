import { storeSearchByNameEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { searchShopsByName } from '../../services/store/search-shops-by-name';

/** GET /api/user/store/search_by_name/ */
export const searchByNameRoute = defineRoute(storeSearchByNameEndpoint, ({ params, context }) =>
  searchShopsByName(context.db, params, context.clock()),
);

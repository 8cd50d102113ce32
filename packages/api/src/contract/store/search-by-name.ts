import { shopNameSearchTerm } from '@luggage/domain/search';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopSchema } from '../entities/shop';
import { idParam } from '../fields/query-number';
import { queryText } from '../fields/query-text';

/** Most shops a name search returns. */
export const NAME_SEARCH_LIMIT = 20;

/**
 * GET /api/user/store/search_by_name/: shops of city `cityId` whose name (Chinese or English) or address
 * contains `name`, case-insensitive. The term is read as the domain's `shopNameSearchTerm` (apostrophes
 * stripped, left-trimmed: spec §5), on the server too.
 */
export const storeSearchByNameEndpoint = defineEndpoint({
  name: 'storeSearchByName',
  method: 'GET',
  path: '/api/user/store/search_by_name/',
  request: z.object({
    name: z.string().transform(shopNameSearchTerm).pipe(queryText(50)),
    cityId: idParam,
  }),
  response: z.array(shopSchema).max(NAME_SEARCH_LIMIT),
  auth: 'none',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { citySchema } from '../entities/city';
import { queryText } from '../fields/query-text';

/** Most results of a city search. */
export const CITY_SEARCH_LIMIT = 20;

/**
 * GET /api/user/city/search/: cities of the national list whose Chinese name contains `name`, or whose
 * pinyin or initials start with it (case-insensitive; 'shang' and 'sh' find 上海). Covered cities first,
 * then by hot rank; at most {@link CITY_SEARCH_LIMIT}.
 */
export const citySearchEndpoint = defineEndpoint({
  name: 'citySearch',
  method: 'GET',
  path: '/api/user/city/search/',
  request: z.object({ name: queryText(50) }),
  response: z.array(citySchema).max(CITY_SEARCH_LIMIT),
  auth: 'none',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { citySchema } from '../entities/city';

/** Lowest hot rank that still counts as a hot city (spec §9: hot rank ≤ 12). */
export const HOT_CITY_MAX_RANK = 12;

/**
 * GET /api/user/city/list/: the covered cities, sorted by pinyin. hots='NO2' (default) is the base list;
 * 'YES' adds each city's `hots` (comma-separated hot-search terms). hotCities='YES' also lists the hot
 * cities that are not covered yet (hot rank ≤ {@link HOT_CITY_MAX_RANK}, `covered: false`) in the same
 * pinyin order, as the city picker shows them; the default 'NO' leaves them out.
 */
export const cityListEndpoint = defineEndpoint({
  name: 'cityList',
  method: 'GET',
  path: '/api/user/city/list/',
  request: z.object({
    hots: z.enum(['NO2', 'YES']).default('NO2'),
    hotCities: z.enum(['NO', 'YES']).default('NO'),
  }),
  response: z.array(citySchema),
  auth: 'none',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { citySchema } from '../entities/city';

/**
 * GET /api/user/city/list/: the covered cities, sorted by pinyin. hots='NO2' (default) is the base list;
 * 'YES' adds each city's `hots` (comma-separated hot-search terms).
 */
export const cityListEndpoint = defineEndpoint({
  name: 'cityList',
  method: 'GET',
  path: '/api/user/city/list/',
  request: z.object({ hots: z.enum(['NO2', 'YES']).default('NO2') }),
  response: z.array(citySchema),
  signed: true,
  auth: 'none',
});

export type CityListRequest = z.input<typeof cityListEndpoint.request>;
export type CityListResponse = z.output<typeof cityListEndpoint.response>;

import { PLACE_SEARCH_PAGE_SIZE } from '@luggage/domain/search';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { placeSchema } from '../entities/place';
import { idParam, queryInt } from '../fields/query-number';
import { queryText } from '../fields/query-text';

/**
 * GET /api/place/search/: places and shops matching `keywords` — Chinese name, English name, full pinyin
 * ('renminguangchang') or pinyin initials ('rmgc') — best match first, page size
 * {@link PLACE_SEARCH_PAGE_SIZE}, `page` from 1. `results` are in city `cityId`; when they are empty on
 * page 1, `otherCityResults` holds the matches of other cities (spec §2: 'may not be in the current city'),
 * otherwise it is empty. Served from the built-in index, or by the AMap input-tips service when the server
 * has an AMap key.
 */
export const placeSearchEndpoint = defineEndpoint({
  name: 'placeSearch',
  method: 'GET',
  path: '/api/place/search/',
  request: z.object({
    keywords: z.string().transform((text) => text.replace(/'/g, '')).pipe(queryText(50)),
    cityId: idParam,
    page: queryInt(1, 50).optional(),
  }),
  response: z.object({
    results: z.array(placeSchema).max(PLACE_SEARCH_PAGE_SIZE),
    otherCityResults: z.array(placeSchema).max(PLACE_SEARCH_PAGE_SIZE),
  }),
  auth: 'none',
});

export type PlaceSearchResponse = z.output<typeof placeSearchEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopSchema } from '../entities/shop';
import { latitudeParam, longitudeParam } from '../fields/coordinates';

/** Radius of the nearby-shop search, in metres. */
export const NEARBY_RADIUS_M = 5000;
/** Most shops a nearby search returns. */
export const NEARBY_LIMIT = 20;

/**
 * GET /api/user/store/search_by_coordinate_simple/: shops nearest to (lng, lat) (GCJ-02), within
 * {@link NEARBY_RADIUS_M} metres, nearest first, at most {@link NEARBY_LIMIT}, each with `distance`.
 * `stat`, `log` and `cityName` are the client's analytics hints: validated, not used to filter.
 */
export const storeSearchByCoordinateEndpoint = defineEndpoint({
  name: 'storeSearchByCoordinate',
  method: 'GET',
  path: '/api/user/store/search_by_coordinate_simple/',
  request: z.object({
    lng: longitudeParam,
    lat: latitudeParam,
    stat: z.string().max(50).optional(),
    log: z.string().max(200).optional(),
    cityName: z.string().max(50).optional(),
  }),
  response: z.object({
    stores: z.array(shopSchema).max(NEARBY_LIMIT),
    /** True when the point's city is covered. */
    cover: z.boolean(),
    /** Number of covered cities. */
    cityNum: z.number().int().min(0),
    /** The searched point, echoed. */
    longitude: z.number(),
    latitude: z.number(),
    /** The point's city (the nearest city centre). */
    cityName: z.string(),
    cityId: z.number().int().positive(),
    /** Geohash of the point, precision 7. */
    geo: z.string(),
  }),
  auth: 'none',
});

export type StoreSearchByCoordinateResponse = z.output<typeof storeSearchByCoordinateEndpoint.response>;

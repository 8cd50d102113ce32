import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { latitudeParam, longitudeParam } from '../fields/coordinates';

/**
 * GET /api/place/regeo/: what is at (lng, lat) (GCJ-02), in the maps service's shape (spec §7 reverse
 * geocoding: `addressComponent`). `city` is the full name ('上海市'): the app drops its last character
 * to match the city list. `cityId` is our city of that name, null when it is not on the list.
 * Served from the built-in index, or by the AMap reverse-geocoding service when the server has an AMap key.
 */
export const reverseGeocodeEndpoint = defineEndpoint({
  name: 'reverseGeocode',
  method: 'GET',
  path: '/api/place/regeo/',
  request: z.object({ lng: longitudeParam, lat: latitudeParam }),
  response: z.object({
    formattedAddress: z.string(),
    addressComponent: z.object({
      province: z.string(),
      city: z.string(),
      district: z.string(),
      township: z.string(),
    }),
    cityId: z.number().int().positive().nullable(),
  }),
  auth: 'none',
});

export type ReverseGeocodeResponse = z.output<typeof reverseGeocodeEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { openingHoursSchema } from '../entities/opening-hours';
import { idParam } from '../fields/query-number';

/** GET /api/user/store/business_time/: a shop's opening times, as text and as rules. */
export const storeBusinessTimeEndpoint = defineEndpoint({
  name: 'storeBusinessTime',
  method: 'GET',
  path: '/api/user/store/business_time/',
  request: z.object({ id: idParam }),
  response: z.object({
    id: z.number().int().positive(),
    /** Lines separated by '\n'. */
    businessTime: z.string(),
    hours: z.array(openingHoursSchema),
  }),
  auth: 'none',
});

export type StoreBusinessTimeResponse = z.output<typeof storeBusinessTimeEndpoint.response>;

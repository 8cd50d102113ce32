import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboSchema } from '../entities/combo';
import { idParam } from '../fields/query-number';

/**
 * GET /api/act/combo_info/ (`#/combo/{id}`): one combo package on sale, by `id`, public. Unknown, or no
 * longer on sale: 'combo package not found'; a malformed id: 'invalid parameter: id'.
 */
export const comboInfoEndpoint = defineEndpoint({
  name: 'comboInfo',
  method: 'GET',
  path: '/api/act/combo_info/',
  request: z.object({ id: idParam }),
  response: comboSchema,
  auth: 'none',
});

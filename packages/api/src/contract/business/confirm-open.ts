import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopRequestSchema } from '../fields/shop-request';

/** POST /api/business/today/open/: confirms the shop is open today (any staff; once per day, repeating is harmless). */
export const confirmOpenEndpoint = defineEndpoint({
  name: 'confirmOpen',
  method: 'POST',
  path: '/api/business/today/open/',
  request: shopRequestSchema,
  response: z.object({ date: z.string(), openConfirmedAt: z.string() }),
  shopRole: 'staff',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** GET /api/health: liveness and which database kind serves the data. Unsigned. */
export const healthEndpoint = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  request: z.object({}),
  response: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }),
  signed: false,
  auth: 'none',
});

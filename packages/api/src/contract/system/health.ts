import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** GET /api/health: liveness (the process answers; no database call, see readyEndpoint) and which database kind it was given. Unsigned. */
export const healthEndpoint = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  request: z.object({}),
  response: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }),
  signed: false,
  auth: 'none',
});

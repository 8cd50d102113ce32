import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/ready: readiness, for a load balancer or an orchestrator. Unsigned. Answers when the database
 * answers and every migration the server holds has run there: which database kind, and how many migrations
 * ran. Otherwise HTTP 503 in the envelope: 'databaseUnavailable', or 'migrationsPending' naming how many.
 */
export const readyEndpoint = defineEndpoint({
  name: 'ready',
  method: 'GET',
  path: '/api/ready',
  request: z.object({}),
  response: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']), migrations: z.number().int().nonnegative() }),
  signed: false,
  auth: 'none',
});

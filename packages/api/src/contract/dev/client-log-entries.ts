import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { clientLogEntrySchema } from '../user/client-log';

/**
 * GET /api/dev/client_log/: the latest client log entries (POST /api/user/log/) one device (`uniq`, its
 * Uniq header) sent, newest first, as stored (scrubbed), for operators and tests on the server's machine: it
 * answers only local callers (loopback address and Host, no proxy's headers), anyone else gets HTTP 404.
 */
export const clientLogEntriesEndpoint = defineEndpoint({
  name: 'clientLogEntries',
  method: 'GET',
  path: '/api/dev/client_log/',
  request: z.object({ uniq: z.string().regex(/^[0-9a-z]{6}$/) }),
  response: z.array(
    clientLogEntrySchema.extend({
      stack: z.string().nullable(),
      app: z.enum(['consumer', 'business']),
      build: z.string(),
      receivedAt: z.string(),
    }),
  ),
  auth: 'none',
});

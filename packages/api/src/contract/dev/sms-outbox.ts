import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { phoneSchema } from '../fields/phone';

/**
 * GET /api/dev/sms_outbox/: the latest code the local SMS outbox 'sent' to a phone, for tests and demos.
 * The route exists only while the server's SMS provider is the outbox (the default), and answers only
 * callers on the same machine (loopback address). Never part of a production set-up.
 */
export const smsOutboxEndpoint = defineEndpoint({
  name: 'smsOutbox',
  method: 'GET',
  path: '/api/dev/sms_outbox/',
  request: phoneSchema,
  response: z.object({ code: z.string().regex(/^\d{6}$/), sentAt: z.string() }),
  auth: 'none',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * GET /api/dev/email_outbox/: the latest message the local email outbox 'sent' to an address, for tests
 * and demos (attachments by name, type and size). The route exists only while the server's email sender
 * is the outbox (no SMTP_URL), and answers only callers on the same machine (loopback address).
 */
export const emailOutboxEndpoint = defineEndpoint({
  name: 'emailOutbox',
  method: 'GET',
  path: '/api/dev/email_outbox/',
  request: z.object({ to: z.string().trim().min(3).max(254) }),
  response: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().min(0) })),
    sentAt: z.string(),
  }),
  auth: 'none',
});

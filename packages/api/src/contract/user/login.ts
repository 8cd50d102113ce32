import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { smsSignInSchema } from '../fields/sms-sign-in';

/** Days a session lasts (spec §3: cookie lifetime 30 days). */
export const SESSION_DAYS = 30;

/**
 * POST /api/user/login/: exchanges the phone's latest SMS code for a session: a random token (256 bits)
 * stored only as its SHA-256 on the server, valid {@link SESSION_DAYS} days. The first login creates the
 * account. A wrong code counts against the code's tries; a used, expired or exhausted code is refused.
 */
export const loginEndpoint = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/user/login/',
  request: smsSignInSchema,
  response: z.object({
    userId: z.string().regex(/^[1-9]\d*$/),
    userToken: z.string().min(32),
    /** The phone as stored, with its country: '+86 13800138000'. */
    phone: z.string(),
  }),
  auth: 'none',
});

export type LoginResponse = z.output<typeof loginEndpoint.response>;

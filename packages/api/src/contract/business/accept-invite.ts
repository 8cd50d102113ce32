import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessSessionSchema } from '../entities/business-session';
import { smsSignInSchema } from '../fields/sms-sign-in';

/**
 * POST /api/business/staff/accept/ (#/send/bind): the invited phone confirms with the code it received:
 * joins every shop with an open invitation for it and starts a business session (as business login).
 * Refused with 'inviteNotFound' when the phone has no open invitation (after the code is checked).
 */
export const acceptInviteEndpoint = defineEndpoint({
  name: 'acceptInvite',
  method: 'POST',
  path: '/api/business/staff/accept/',
  request: smsSignInSchema,
  response: businessSessionSchema.extend({
    /** The shops joined by this confirmation. */
    joined: z.array(z.number().int().positive()),
  }),
  auth: 'none',
});

export type AcceptInviteResponse = z.output<typeof acceptInviteEndpoint.response>;

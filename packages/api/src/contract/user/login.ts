import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { promotionCodeSchema } from '../entities/reward';
import { smsSignInSchema } from '../fields/sms-sign-in';

/** Days a session lasts (spec §3: cookie lifetime 30 days). */
export const SESSION_DAYS = 30;

/**
 * POST /api/user/login/: exchanges the phone's latest SMS code for a session: a random token (256 bits)
 * stored only as its SHA-256 on the server, valid {@link SESSION_DAYS} days. The first login creates the
 * account. A wrong code counts against the code's tries; a used, expired or exhausted code is refused.
 * `promo`: the promotion code the device arrived through (`#/home?promo=`), if any; when this login creates
 * the account, the new traveller is attributed to the code's holder (rules: entities/reward.ts).
 */
export const loginEndpoint = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/user/login/',
  request: smsSignInSchema.and(z.object({ promo: promotionCodeSchema.optional() })),
  response: z.object({
    userId: z.string().regex(/^[1-9]\d*$/),
    userToken: z.string().min(32),
    /** The phone as stored, with its country: '+86 13800138000'. */
    phone: z.string(),
  }),
  auth: 'none',
});

export type LoginResponse = z.output<typeof loginEndpoint.response>;

import type { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessSessionSchema } from '../entities/business-session';
import { smsSignInSchema } from '../fields/sms-sign-in';

/**
 * POST /api/business/login/: a staff sign-in with the phone's business code (send_sms_code with area
 * 'business'). Starts a business session ({@link SESSION_DAYS} days), which consumer calls refuse, as
 * business calls refuse a consumer one. A phone that works at no shop is refused ('notStaff') after its
 * code is used, so only the phone's owner learns it.
 */
export const businessLoginEndpoint = defineEndpoint({
  name: 'businessLogin',
  method: 'POST',
  path: '/api/business/login/',
  request: smsSignInSchema,
  response: businessSessionSchema,
  auth: 'none',
});

export type BusinessLoginResponse = z.output<typeof businessLoginEndpoint.response>;

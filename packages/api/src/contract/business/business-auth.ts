import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessShopSchema } from '../entities/business';
import { phoneSchema, smsCodeField } from '../fields/phone';

/** A new business session: the staff account, its token and the shops it works at (at least one). */
export const businessSessionSchema = z.object({
  userId: z.string().regex(/^[1-9]\d*$/),
  userToken: z.string().min(32),
  phone: z.string(),
  shops: z.array(businessShopSchema).min(1),
});

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
  request: phoneSchema.and(z.object({ code: smsCodeField })),
  response: businessSessionSchema,
  signed: true,
  auth: 'none',
});

/** POST /api/business/logout/: revokes the business session; its token gets HTTP 401 afterwards. */
export const businessLogoutEndpoint = defineEndpoint({
  name: 'businessLogout',
  method: 'POST',
  path: '/api/business/logout/',
  request: z.object({}),
  response: z.object({}),
  signed: true,
  auth: 'business',
});

/** GET /api/business/info/: the signed-in staff account and the shops it works at, with its role at each. */
export const businessInfoEndpoint = defineEndpoint({
  name: 'businessInfo',
  method: 'GET',
  path: '/api/business/info/',
  request: z.object({}),
  response: z.object({ userId: z.string(), phone: z.string(), shops: z.array(businessShopSchema) }),
  signed: true,
  auth: 'business',
});

export type BusinessLoginRequest = z.input<typeof businessLoginEndpoint.request>;
export type BusinessLoginResponse = z.output<typeof businessLoginEndpoint.response>;
export type BusinessInfo = z.output<typeof businessInfoEndpoint.response>;

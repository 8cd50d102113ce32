import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessShopSchema } from '../entities/business';

/** GET /api/business/info/: the signed-in staff account and the shops it works at, with its role at each. */
export const businessInfoEndpoint = defineEndpoint({
  name: 'businessInfo',
  method: 'GET',
  path: '/api/business/info/',
  request: z.object({}),
  response: z.object({ userId: z.string(), phone: z.string(), shops: z.array(businessShopSchema) }),
  auth: 'business',
});

export type BusinessInfo = z.output<typeof businessInfoEndpoint.response>;

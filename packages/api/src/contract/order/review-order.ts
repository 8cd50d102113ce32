import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema, reviewSourceSchema } from '../entities/order';
import { orderTextField } from '../fields/order-text';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/user/order/review/: one review per order, for a paid order whose start day has come and whose
 * luggage was stored at the shop (storeStatus 20 or 30; a booking never brought: 'orderNotStored'): score 1–5,
 * content (optional words) and the source ('how did you hear about us').
 */
export const reviewOrderEndpoint = defineEndpoint({
  name: 'reviewOrder',
  method: 'POST',
  path: '/api/user/order/review/',
  request: orderRequestSchema.extend({
    score: z.number().int().min(1).max(5),
    content: orderTextField.default(''),
    source: reviewSourceSchema,
  }),
  response: z.object({ orderId: orderIdSchema, review: z.literal(false) }),
  auth: 'user',
});

export type ReviewOrderResponse = z.output<typeof reviewOrderEndpoint.response>;

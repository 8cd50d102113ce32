import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { payResultSchema } from '../entities/pay-result';

/**
 * POST /api/user/order/pay/notify/: the client says the provider's sheet reported success; the server asks
 * the provider itself (never trusting the client) and applies a confirmed payment once, exactly as the
 * provider's own notification would. Answers the state afterwards.
 */
export const payNotifyEndpoint = defineEndpoint({
  name: 'payNotify',
  method: 'POST',
  path: '/api/user/order/pay/notify/',
  request: z.object({ orderId: orderIdSchema }),
  response: payResultSchema,
  auth: 'user',
});

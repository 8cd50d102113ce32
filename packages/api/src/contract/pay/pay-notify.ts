import { defineEndpoint } from '../endpoint';
import { payResultSchema } from '../entities/pay-result';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/user/order/pay/notify/: the client says the provider's sheet reported success; the server asks
 * the provider itself (never trusting the client) and applies a confirmed payment once, exactly as the
 * provider's own notification would. Answers the state afterwards.
 */
export const payNotifyEndpoint = defineEndpoint({
  name: 'payNotify',
  method: 'POST',
  path: '/api/user/order/pay/notify/',
  request: orderRequestSchema,
  response: payResultSchema,
  auth: 'user',
});

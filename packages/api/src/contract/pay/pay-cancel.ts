import { defineEndpoint } from '../endpoint';
import { payResultSchema } from '../entities/pay-result';
import { orderRequestSchema } from '../fields/order-request';

/** POST /api/user/order/pay/cancel/: gives up paying an unpaid order: status 'cancelled', its units are free at once. */
export const payCancelEndpoint = defineEndpoint({
  name: 'payCancel',
  method: 'POST',
  path: '/api/user/order/pay/cancel/',
  request: orderRequestSchema,
  response: payResultSchema,
  auth: 'user',
});

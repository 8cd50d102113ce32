import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { payResultSchema } from '../entities/pay-result';

/** POST /api/user/order/pay/cancel/: gives up paying an unpaid order: status 'cancelled', its units are free at once. */
export const payCancelEndpoint = defineEndpoint({
  name: 'payCancel',
  method: 'POST',
  path: '/api/user/order/pay/cancel/',
  request: z.object({ orderId: orderIdSchema }),
  response: payResultSchema,
  auth: 'user',
});

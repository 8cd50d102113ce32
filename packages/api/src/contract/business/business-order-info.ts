import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, storeIdParam } from '../entities/business';
import { orderIdSchema } from '../entities/order';

/** GET /api/business/order/info/: one order of the shop by id ('order not found' for another shop's). */
export const businessOrderInfoEndpoint = defineEndpoint({
  name: 'businessOrderInfo',
  method: 'GET',
  path: '/api/business/order/info/',
  request: z.object({ storeId: storeIdParam, orderId: orderIdSchema }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

import { defineEndpoint } from '../endpoint';
import { businessOrderSchema } from '../entities/business';
import { orderIdSchema } from '../entities/order';
import { shopRequestSchema } from '../fields/shop-request';

/** GET /api/business/order/info/: one order of the shop by id ('order not found' for another shop's). */
export const businessOrderInfoEndpoint = defineEndpoint({
  name: 'businessOrderInfo',
  method: 'GET',
  path: '/api/business/order/info/',
  request: shopRequestSchema.extend({ orderId: orderIdSchema }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

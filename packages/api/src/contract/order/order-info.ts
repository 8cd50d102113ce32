import { defineEndpoint } from '../endpoint';
import { orderDetailSchema } from '../entities/order';
import { orderRequestSchema } from '../fields/order-request';

/**
 * GET /api/user/order/info/: one of the caller's orders in detail. Another user's order is refused exactly
 * like an unknown one ('order not found').
 */
export const orderInfoEndpoint = defineEndpoint({
  name: 'orderInfo',
  method: 'GET',
  path: '/api/user/order/info/',
  request: orderRequestSchema,
  response: orderDetailSchema,
  auth: 'user',
});

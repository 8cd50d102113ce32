import { defineEndpoint } from '../endpoint';
import { payResultSchema } from '../entities/pay-result';
import { orderRequestSchema } from '../fields/order-request';

/** GET /api/user/order/pay/result/: the payment state of one of the caller's orders (polled after paying). */
export const payResultEndpoint = defineEndpoint({
  name: 'payResult',
  method: 'GET',
  path: '/api/user/order/pay/result/',
  request: orderRequestSchema,
  response: payResultSchema,
  auth: 'user',
});

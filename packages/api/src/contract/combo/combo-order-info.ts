import { defineEndpoint } from '../endpoint';
import { comboOrderRequestSchema, comboOrderSchema } from '../entities/combo';

/**
 * GET /api/act/combo_order/info/ (`#/combo/order/{id}`): one of the caller's combo orders, its status read
 * at the server's clock (spec §4: the screen refreshes its status from here, e.g. after paying). Unknown or
 * another traveller's: 'combo order not found'.
 */
export const comboOrderInfoEndpoint = defineEndpoint({
  name: 'comboOrderInfo',
  method: 'GET',
  path: '/api/act/combo_order/info/',
  request: comboOrderRequestSchema,
  response: comboOrderSchema,
  auth: 'user',
});

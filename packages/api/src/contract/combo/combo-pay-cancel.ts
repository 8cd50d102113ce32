import { defineEndpoint } from '../endpoint';
import { comboOrderRequestSchema, comboOrderSchema } from '../entities/combo';

/**
 * POST /api/act/combo_order/pay/cancel/: gives up paying an unpaid (or lapsed) combo order: 'cancelled',
 * it leaves the list. Again: the same answer; a paid one: 'this order can no longer be paid'.
 */
export const comboPayCancelEndpoint = defineEndpoint({
  name: 'comboPayCancel',
  method: 'POST',
  path: '/api/act/combo_order/pay/cancel/',
  request: comboOrderRequestSchema,
  response: comboOrderSchema,
  auth: 'user',
});

import { defineEndpoint } from '../endpoint';
import { orderStateSchema } from '../entities/order-state';
import { orderRequestSchema } from '../fields/order-request';

/** POST /api/user/order/cancel_apply/: withdraws the pending cancellation application; storeStatus back to 0. */
export const cancelApplyEndpoint = defineEndpoint({
  name: 'cancelApply',
  method: 'POST',
  path: '/api/user/order/cancel_apply/',
  request: orderRequestSchema,
  response: orderStateSchema,
  auth: 'user',
});

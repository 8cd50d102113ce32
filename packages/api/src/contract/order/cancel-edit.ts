import { defineEndpoint } from '../endpoint';
import { orderStateSchema } from '../entities/order-state';
import { orderRequestSchema } from '../fields/order-request';

/** POST /api/edit/cancel_edit/: withdraws the pending change request; storeStatus back to 0. */
export const cancelEditEndpoint = defineEndpoint({
  name: 'cancelEdit',
  method: 'POST',
  path: '/api/edit/cancel_edit/',
  request: orderRequestSchema,
  response: orderStateSchema,
  auth: 'user',
});

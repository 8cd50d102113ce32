import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { orderStateSchema } from '../entities/order-state';

/** POST /api/edit/cancel_edit/: withdraws the pending change request; storeStatus back to 0. */
export const cancelEditEndpoint = defineEndpoint({
  name: 'cancelEdit',
  method: 'POST',
  path: '/api/edit/cancel_edit/',
  request: z.object({ orderId: orderIdSchema }),
  response: orderStateSchema,
  auth: 'user',
});

export type CancelEditRequest = z.input<typeof cancelEditEndpoint.request>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { orderStateSchema } from '../entities/order-state';

/** POST /api/user/order/cancel_apply/: withdraws the pending cancellation application; storeStatus back to 0. */
export const cancelApplyEndpoint = defineEndpoint({
  name: 'cancelApply',
  method: 'POST',
  path: '/api/user/order/cancel_apply/',
  request: z.object({ orderId: orderIdSchema }),
  response: orderStateSchema,
  auth: 'user',
});

export type CancelApplyRequest = z.input<typeof cancelApplyEndpoint.request>;

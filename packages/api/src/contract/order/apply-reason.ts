import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderStateSchema } from '../entities/order-state';
import { orderTextField } from '../fields/order-text';
import { orderRequestSchema } from '../fields/order-request';

/** POST /api/user/order/apply/reason/: replaces the reason of the pending cancellation application. */
export const applyReasonEndpoint = defineEndpoint({
  name: 'applyReason',
  method: 'POST',
  path: '/api/user/order/apply/reason/',
  request: orderRequestSchema.extend({ reason: orderTextField.pipe(z.string().min(1)) }),
  response: orderStateSchema,
  auth: 'user',
});

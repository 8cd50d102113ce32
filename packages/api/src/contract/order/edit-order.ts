import { defineEndpoint } from '../endpoint';
import { orderStateSchema } from '../entities/order-state';
import { compactDateSchema } from '../fields/compact-date';
import { orderTextField } from '../fields/order-text';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/edit/apply/ (path not in the spec): asks the shop to move a paid, not yet stored order to other
 * days (same length or shorter; the shop confirms it); storeStatus becomes 110. One pending change at a time.
 */
export const editOrderEndpoint = defineEndpoint({
  name: 'editOrder',
  method: 'POST',
  path: '/api/edit/apply/',
  request: orderRequestSchema.extend({ startDate: compactDateSchema, endDate: compactDateSchema, reason: orderTextField.default('') }),
  response: orderStateSchema,
  auth: 'user',
});

import { applyCancelValue } from '@luggage/domain/orders';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderStateSchema } from '../entities/order-state';
import { orderTextField } from '../fields/order-text';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/user/order/apply_cancel/: after the free-cancellation deadline (and before storage), applies to
 * the shop for cancellation: `apply` is 'part' + the percentage of payAmount the traveller accepts to
 * forfeit (default 'part20'), `reason` required, `pic` optional photo URLs. storeStatus becomes 100.
 */
export const applyCancelEndpoint = defineEndpoint({
  name: 'applyCancel',
  method: 'POST',
  path: '/api/user/order/apply_cancel/',
  request: orderRequestSchema.extend({
    reason: orderTextField.pipe(z.string().min(1)),
    pic: z.array(z.string().max(300)).max(3).default([]),
    apply: z.string().regex(/^part(100|[1-9]?\d)$/).default(applyCancelValue()),
  }),
  response: orderStateSchema,
  auth: 'user',
});

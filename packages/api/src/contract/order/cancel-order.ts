import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { cancelReasonKeySchema } from '../entities/order';
import { orderStateSchema } from '../entities/order-state';
import { orderTextField } from '../fields/order-text';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/user/order/cancel/: cancels a paid order before storage, until 24:00 (Asia/Shanghai) of its
 * start day, and refunds the whole payAmount to the original payment method (status 'refunding', then
 * 'refunded'). `key` is the reason chosen from the list, `reason` optional words, `part` 'all' (the whole
 * order; partial cancellation is not offered). Refused once stored (storeStatus 20) or after the deadline.
 */
export const cancelOrderEndpoint = defineEndpoint({
  name: 'cancelOrder',
  method: 'POST',
  path: '/api/user/order/cancel/',
  request: orderRequestSchema.extend({ key: cancelReasonKeySchema, reason: orderTextField.default(''), part: z.literal('all').default('all') }),
  response: orderStateSchema,
  auth: 'user',
});

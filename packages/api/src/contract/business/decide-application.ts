import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema } from '../entities/business';
import { orderIdSchema } from '../entities/order';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * POST /api/business/order/application/: the shop answers a pending cancellation application or change
 * request. Approving a cancellation refunds payAmount minus the `part` percent the traveller offered to
 * forfeit; approving a change moves the booking to the asked days if every day has room (else
 * 'noRoomForBoots'/'noRoomForBags'; the price difference is not charged or refunded). Rejecting leaves the
 * order as it was. storeStatus returns to 0 (or stays cancelled).
 */
export const decideApplicationEndpoint = defineEndpoint({
  name: 'decideApplication',
  method: 'POST',
  path: '/api/business/order/application/',
  request: shopRequestSchema.extend({ orderId: orderIdSchema, approve: z.boolean() }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, storeIdParam } from '../entities/business';

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
  request: z.object({ storeId: storeIdParam, orderId: z.string().regex(/^[1-9]\d{0,17}$/), approve: z.boolean() }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

export type DecideApplicationRequest = z.input<typeof decideApplicationEndpoint.request>;

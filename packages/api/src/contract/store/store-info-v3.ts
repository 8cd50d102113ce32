import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderDetailSchema, orderIdSchema } from '../entities/order';
import { shopDetailSchema } from '../entities/shop-detail';
import { idParam } from '../fields/query-number';

/**
 * GET /api/user/store/info_v3/: the shop page opened from an order (spec §7: used when an orderId is
 * given): the shop (as info_v2, same 404) and the caller's order there. Another user's order, or an order
 * at another shop, is refused like an unknown one ('order not found').
 */
export const storeInfoV3Endpoint = defineEndpoint({
  name: 'storeInfoV3',
  method: 'GET',
  path: '/api/user/store/info_v3/',
  request: z.object({ storeId: idParam, orderId: orderIdSchema }),
  response: shopDetailSchema.extend({ order: orderDetailSchema }),
  auth: 'user',
});

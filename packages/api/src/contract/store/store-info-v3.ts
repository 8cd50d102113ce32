import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopDetailSchema } from '../entities/shop-detail';
import { idParam } from '../fields/query-number';

/**
 * GET /api/user/store/info_v3/: the shop page opened from an order (spec §7: used when an orderId is
 * given). Same answer and 404 as info_v2; the order-specific part arrives with the orders issue, until
 * then `orderId` is validated (positive integer) and the shop is returned.
 */
export const storeInfoV3Endpoint = defineEndpoint({
  name: 'storeInfoV3',
  method: 'GET',
  path: '/api/user/store/info_v3/',
  request: z.object({ storeId: idParam, orderId: idParam }),
  response: shopDetailSchema,
  signed: true,
  auth: 'none',
});

export type StoreInfoV3Request = z.input<typeof storeInfoV3Endpoint.request>;
export type StoreInfoV3Response = z.output<typeof storeInfoV3Endpoint.response>;

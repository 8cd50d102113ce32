import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopDetailSchema } from '../entities/shop-detail';
import { idParam } from '../fields/query-number';

/**
 * GET /api/user/store/info_v2/: one shop with its page's derived fields. HTTP 404 with
 * 'the merchant does not exist or has been taken off the shelves' when the shop is unknown or removed.
 */
export const storeInfoV2Endpoint = defineEndpoint({
  name: 'storeInfoV2',
  method: 'GET',
  path: '/api/user/store/info_v2/',
  request: z.object({ storeId: idParam }),
  response: shopDetailSchema,
  auth: 'none',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { storeIdParam } from '../entities/business';
import { shopSettingsSchema } from '../entities/shop-settings';

/** GET /api/business/shop/settings/: hours, closed days and goods capacity (any staff may read). */
export const shopSettingsEndpoint = defineEndpoint({
  name: 'shopSettings',
  method: 'GET',
  path: '/api/business/shop/settings/',
  request: z.object({ storeId: storeIdParam }),
  response: shopSettingsSchema,
  shopRole: 'staff',
});

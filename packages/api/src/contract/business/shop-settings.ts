import { defineEndpoint } from '../endpoint';
import { shopSettingsSchema } from '../entities/shop-settings';
import { shopRequestSchema } from '../fields/shop-request';

/** GET /api/business/shop/settings/: hours, closed days and goods capacity (any staff may read). */
export const shopSettingsEndpoint = defineEndpoint({
  name: 'shopSettings',
  method: 'GET',
  path: '/api/business/shop/settings/',
  request: shopRequestSchema,
  response: shopSettingsSchema,
  shopRole: 'staff',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { openingHoursSchema } from '../entities/opening-hours';
import { shopSettingsSchema } from '../entities/shop-settings';
import { shopRequestSchema } from '../fields/shop-request';

/** Opening rules per shop. */
export const SHOP_HOURS_MAX = 7;

/**
 * POST /api/business/shop/hours/ (owners): replaces the opening rules (1–{@link SHOP_HOURS_MAX}, open
 * before close). The shop's businessTime text shown to travellers is rebuilt from them. Bookings are
 * days, so changed hours never break one.
 */
export const updateShopHoursEndpoint = defineEndpoint({
  name: 'updateShopHours',
  method: 'POST',
  path: '/api/business/shop/hours/',
  request: shopRequestSchema.extend({
    hours: z.array(openingHoursSchema.refine((rule) => rule.open < rule.close, 'close')).min(1).max(SHOP_HOURS_MAX),
  }),
  response: shopSettingsSchema,
  shopRole: 'owner',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { shopSettingsSchema } from '../entities/shop-settings';
import { compactDateSchema } from '../fields/compact-date';
import { shopRequestSchema } from '../fields/shop-request';

/** How far ahead closures can be set, in days. */
export const SHOP_CLOSURE_DAYS_AHEAD = 365;

/**
 * POST /api/business/shop/closure/ (owners): closes (`closed` true) or reopens a day from today to
 * {@link SHOP_CLOSURE_DAYS_AHEAD} days ahead. A closed day takes no new bookings (checkout and inventory
 * show no room). Closing a day that has bookings is refused with 'closureHasBookings'.
 */
export const setShopClosureEndpoint = defineEndpoint({
  name: 'setShopClosure',
  method: 'POST',
  path: '/api/business/shop/closure/',
  request: shopRequestSchema.extend({ date: compactDateSchema, closed: z.boolean() }),
  response: shopSettingsSchema,
  shopRole: 'owner',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { goodsIdSchema } from '../entities/goods-id';
import { SHOP_CAPACITY_MAX, shopSettingsSchema } from '../entities/shop-settings';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * POST /api/business/shop/capacity/ (owners): a goods' daily capacity. Refused with 'capacityBelowBookings'
 * below the items already booked on a day from today on, so no booking is ever broken.
 */
export const updateShopCapacityEndpoint = defineEndpoint({
  name: 'updateShopCapacity',
  method: 'POST',
  path: '/api/business/shop/capacity/',
  request: shopRequestSchema.extend({ goodsId: goodsIdSchema, capacity: z.number().int().min(0).max(SHOP_CAPACITY_MAX) }),
  response: shopSettingsSchema,
  shopRole: 'owner',
});

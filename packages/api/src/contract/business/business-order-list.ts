import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema } from '../entities/business';
import { pagingFields } from '../fields/paging';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * A luggage order in the shop's list: settleDate is the Asia/Shanghai day its money is settled to the shop:
 * the pick-up day once handed back, else the booked last day.
 */
export const businessOrderRowSchema = businessOrderSchema.extend({ settleDate: z.string() });
export type BusinessOrderRow = z.infer<typeof businessOrderRowSchema>;

/**
 * GET /api/business/order/list/ (#/bussiness/orders): the shop's paid luggage orders (booked or walk-in,
 * refunded ones left out), newest settleDate first, 10 per page (pagingFields); the screen groups
 * them by settleDate. A next page exists only after a full one.
 */
export const businessOrderListEndpoint = defineEndpoint({
  name: 'businessOrderList',
  method: 'GET',
  path: '/api/business/order/list/',
  request: shopRequestSchema.extend({ ...pagingFields }),
  response: z.object({ orders: z.array(businessOrderRowSchema), page: z.number().int().min(1) }),
  shopRole: 'staff',
});

export type BusinessOrderListResponse = z.output<typeof businessOrderListEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderListItemSchema } from '../entities/order';
import { pagingFields } from '../fields/paging';

/**
 * GET /api/user/order/list_v2/: the caller's own orders, newest first, `pageSize` (10) per `page` (from 1).
 */
export const orderListEndpoint = defineEndpoint({
  name: 'orderList',
  method: 'GET',
  path: '/api/user/order/list_v2/',
  request: z.object(pagingFields),
  response: z.object({ orders: z.array(orderListItemSchema), page: z.number().int().min(1) }),
  auth: 'user',
});

export type OrderListResponse = z.output<typeof orderListEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderListItemSchema } from '../entities/order';
import { queryInt } from '../fields/query-number';

/** Orders per page (spec §9); a next page exists only if the last one had this many. */
export const ORDER_PAGE_SIZE = 10;

/**
 * GET /api/user/order/list_v2/: the caller's own orders, newest first, `pageSize` (10) per `page` (from 1).
 */
export const orderListEndpoint = defineEndpoint({
  name: 'orderList',
  method: 'GET',
  path: '/api/user/order/list_v2/',
  request: z.object({ page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, ORDER_PAGE_SIZE).default(ORDER_PAGE_SIZE) }),
  response: z.object({ orders: z.array(orderListItemSchema), page: z.number().int().min(1) }),
  signed: true,
  auth: 'user',
});

export type OrderListRequest = z.input<typeof orderListEndpoint.request>;
export type OrderListResponse = z.output<typeof orderListEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboOrderSchema } from '../entities/combo';
import { pagingFields } from '../fields/paging';

/**
 * GET /api/act/combo_order/list/ (`#/combo/orders`): the caller's combo orders, newest first, `pageSize`
 * (at most 10) per `page` (from 1); a next page exists only after a full one (spec §9). Those unpaid
 * (inside their hold), paid and refunding; a refunded order leaves the list (spec §4), as do cancelled
 * and lapsed ones, which never issued anything.
 */
export const comboOrderListEndpoint = defineEndpoint({
  name: 'comboOrderList',
  method: 'GET',
  path: '/api/act/combo_order/list/',
  request: z.object(pagingFields),
  response: z.object({ orders: z.array(comboOrderSchema), page: z.number().int().min(1) }),
  auth: 'user',
});

export type ComboOrderListResponse = z.output<typeof comboOrderListEndpoint.response>;

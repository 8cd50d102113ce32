import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { pagingFields } from '../fields/paging';
import { shopRequestSchema } from '../fields/shop-request';

/** A consumption order: money taken at the counter for extra days at pick-up. */
export const consumeOrderRowSchema = z.object({
  id: z.string(),
  orderId: orderIdSchema,
  settleDate: z.string(),
  days: z.number().int().positive(),
  amount: z.number().int().positive(),
  traveller: z.string(),
  createdAt: z.string(),
});
export type ConsumeOrderRow = z.infer<typeof consumeOrderRowSchema>;

/** GET /api/business/consume/list/: the shop's consumption orders (extra days), newest first, paged like the orders. */
export const businessConsumeListEndpoint = defineEndpoint({
  name: 'businessConsumeList',
  method: 'GET',
  path: '/api/business/consume/list/',
  request: shopRequestSchema.extend({ ...pagingFields }),
  response: z.object({ consumes: z.array(consumeOrderRowSchema), page: z.number().int().min(1) }),
  shopRole: 'staff',
});

export type BusinessConsumeListResponse = z.output<typeof businessConsumeListEndpoint.response>;

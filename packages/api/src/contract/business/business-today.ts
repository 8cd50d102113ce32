import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, goodsCountSchema } from '../entities/business';
import { orderApplicationSchema } from '../entities/order';
import { shopRequestSchema } from '../fields/shop-request';

/** An order waiting for the shop's answer to a cancellation application or change request. */
export const pendingApplicationSchema = z.object({ order: businessOrderSchema, application: orderApplicationSchema });
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;

/**
 * GET /api/business/today/ (#/bussiness): the shop's Asia/Shanghai today: paid orders whose days include
 * today and not checked in yet (drop-offs, earliest start first), stored orders ending today or earlier (pick-ups, late ones first), items in
 * store now per goods, whether someone confirmed the shop open today, and applications waiting for an answer.
 */
export const businessTodayEndpoint = defineEndpoint({
  name: 'businessToday',
  method: 'GET',
  path: '/api/business/today/',
  request: shopRequestSchema,
  response: z.object({
    /** yyyy-MM-dd. */
    date: z.string(),
    closed: z.boolean(),
    openConfirmedAt: z.string().nullable(),
    dropOffs: z.array(businessOrderSchema),
    pickUps: z.array(businessOrderSchema),
    inStore: z.array(goodsCountSchema),
    inStoreOrders: z.number().int().min(0),
    applications: z.array(pendingApplicationSchema),
  }),
  shopRole: 'staff',
});

export type BusinessToday = z.output<typeof businessTodayEndpoint.response>;

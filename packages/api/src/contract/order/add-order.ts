import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';

/** Where an order was placed (spec §4: default 'weixin'). */
export const orderFromSchema = z.enum(['weixin', 'web', 'wxweb']);

/**
 * POST /api/user/order/add/ (booking step two, spec §4): turns the caller's addOrderToken into an unpaid
 * order and reserves its inventory for every day in one transaction; the database itself makes
 * overselling impossible. The token works once, however many calls race with it. The order holds its
 * inventory until `payBefore` (ORDER_HOLD_MINUTES, 15 minutes, after checkout); unpaid after that, it lapses and the
 * units are free again. An order with nothing to pay (payAmount 0: a coupon covers it all) is paid at once,
 * without a payment: its voucher is ready, and cancelling it before storage refunds nothing and gives its
 * coupon back. `delay` 0 is a new order; 1 would extend the stored order `delayId` and is
 * refused until pick-up extensions exist.
 */
export const addOrderEndpoint = defineEndpoint({
  name: 'addOrder',
  method: 'POST',
  path: '/api/user/order/add/',
  request: z.object({
    addOrderToken: z.string().min(32).max(200),
    order_from: orderFromSchema.default('weixin'),
    delay: z.union([z.literal(0), z.literal(1)]).default(0),
    delayId: orderIdSchema.optional(),
  }),
  response: z.object({
    orderId: z.string().regex(/^[1-9]\d*$/),
    payAmount: z.number().int().min(0),
    /** When the unpaid order lapses (ISO 8601). */
    payBefore: z.string(),
  }),
  auth: 'user',
});

export type AddOrderResponse = z.output<typeof addOrderEndpoint.response>;

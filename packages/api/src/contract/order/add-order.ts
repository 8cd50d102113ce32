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
 * coupon back.
 *
 * `delay` 0 places a new booking. `delay` 1 places an extension of the booking `delayId` (required then)
 * from a token that checkout_v2 priced with that `delayId`; a token and delay/delayId that do not match
 * are refused ('extensionTokenMismatch'). The extension is an order of its own (its id is answered, paid
 * through pay/info like any order, lapsing unpaid like any order, no coupon) tied to the booking: in the
 * same transaction, on the locked booking, its eligibility is asked again (the refusals of checkout_v2's
 * extension rules) and the added days are reserved, so two extensions, or an extension and a booking,
 * never oversell a day. One unpaid extension per booking at a time: a second is refused
 * ('extensionUnpaidPending') until the first is paid, cancelled (pay/cancel) or lapses. Once paid, the
 * booking's endTime (order info, list, voucher, the shop's counter) is the extension's end; the extension
 * itself is not listed as an order.
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
  }).refine((input) => input.delay === 0 || input.delayId !== undefined, { message: 'delayId is required with delay 1', path: ['delayId'] }),
  response: z.object({
    orderId: z.string().regex(/^[1-9]\d*$/),
    payAmount: z.number().int().min(0),
    /** When the unpaid order lapses (ISO 8601). */
    payBefore: z.string(),
  }),
  auth: 'user',
});

export type AddOrderResponse = z.output<typeof addOrderEndpoint.response>;

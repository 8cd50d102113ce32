import { defineEndpoint } from '../endpoint';
import { comboOrderRequestSchema, comboOrderSchema } from '../entities/combo';

/**
 * POST /api/act/combo_order/refund/ (`#/combo/refund/{id}`): refunds the unused entries of one of the
 * caller's paid combo orders by the rule of comboOrderSchema (price × unused ÷ total, rounded down to the
 * fen), through the payment provider, back to the payment that paid it. In one transaction on the locked
 * order: the unused coupons are withdrawn, the order becomes 'refunding' (then 'refunded' once the
 * provider has paid back) and a refund row is written; so however many refunds race, one is made.
 *
 * Refused, with nothing written: not paid ('this combo order has not been paid'); refunded already
 * ('this combo order has already been refunded'); its validity ended ('this combo package has expired and
 * can no longer be refunded'); an entry locked by an unpaid order ('a coupon of this package is held by an
 * unpaid order, pay or cancel that order first'); nothing to give back ('nothing of this combo package
 * is left to refund'); unknown or another traveller's ('combo order not found').
 */
export const comboRefundEndpoint = defineEndpoint({
  name: 'comboRefund',
  method: 'POST',
  path: '/api/act/combo_order/refund/',
  request: comboOrderRequestSchema,
  response: comboOrderSchema,
  auth: 'user',
});

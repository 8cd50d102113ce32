import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboOrderIdSchema, comboOrderRequestSchema } from '../entities/combo';
import { paymentSheetSchema } from '../pay/pay-info';
import { openidSchema } from '../user/wechat-openid';

/**
 * GET /api/act/combo_order/pay/info/: starts (or resumes) paying one of the caller's unpaid combo orders
 * inside its hold, through the same provider and rules as a booking's pay/info (the amount is the order's
 * price on the server; WeChat pays as the WeChat user bound to the caller: 'openidRequired',
 * 'openidMismatch'). Paid, lapsed or cancelled: 'this order can no longer be paid'; unknown or another
 * traveller's: 'combo order not found'.
 */
export const comboPayInfoEndpoint = defineEndpoint({
  name: 'comboPayInfo',
  method: 'GET',
  path: '/api/act/combo_order/pay/info/',
  request: comboOrderRequestSchema.extend({ openid: openidSchema.optional() }),
  response: z.object({ comboOrderId: comboOrderIdSchema, payAmount: z.number().int().positive(), payBefore: z.string(), sheet: paymentSheetSchema }),
  auth: 'user',
});

export type ComboPayInfoResponse = z.output<typeof comboPayInfoEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { compactDateSchema } from '../fields/compact-date';
import { walkInGoodsField } from '../fields/walk-in-goods';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * GET-like quote of a walk-in booking: today (Asia/Shanghai) to `endDate`, priced from the database at the
 * shop's discount, checked against every day's room and the shop's closures. POST because it carries a list.
 */
export const walkInQuoteEndpoint = defineEndpoint({
  name: 'walkInQuote',
  method: 'POST',
  path: '/api/business/order/walk_in_quote/',
  request: shopRequestSchema.extend({ goodsList: walkInGoodsField, endDate: compactDateSchema }),
  response: z.object({
    startTime: z.string(),
    endTime: z.string(),
    totalDays: z.number().int().positive(),
    orderAmount: z.number().int().min(0),
    discountAmount: z.number().int().min(0),
    payAmount: z.number().int().min(0),
  }),
  shopRole: 'staff',
});

export type WalkInQuoteRequest = z.input<typeof walkInQuoteEndpoint.request>;
export type WalkInQuote = z.output<typeof walkInQuoteEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, storeIdParam } from '../entities/business';
import { orderIdSchema } from '../entities/order';
import { queryInt } from '../fields/query-number';

/** Rows per page of the business lists (spec §9). */
export const BUSINESS_PAGE_SIZE = 10;
/** Months in the monthly summary, the current one included. */
export const SUMMARY_MONTHS = 12;

/**
 * A luggage order in the shop's list: settleDate is the Asia/Shanghai day its money is settled to the shop:
 * the pick-up day once handed back, else the booked last day.
 */
export const businessOrderRowSchema = businessOrderSchema.extend({ settleDate: z.string() });
export type BusinessOrderRow = z.infer<typeof businessOrderRowSchema>;

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

/**
 * GET /api/business/order/list/ (#/bussiness/orders): the shop's paid luggage orders (booked or walk-in,
 * refunded ones left out), newest settleDate first, {@link BUSINESS_PAGE_SIZE} per page; the screen groups
 * them by settleDate. A next page exists only after a full one.
 */
export const businessOrderListEndpoint = defineEndpoint({
  name: 'businessOrderList',
  method: 'GET',
  path: '/api/business/order/list/',
  request: z.object({ storeId: storeIdParam, page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, BUSINESS_PAGE_SIZE).default(BUSINESS_PAGE_SIZE) }),
  response: z.object({ orders: z.array(businessOrderRowSchema), page: z.number().int().min(1) }),
  signed: true,
  auth: 'business',
});

/** GET /api/business/consume/list/: the shop's consumption orders (extra days), newest first, paged like the orders. */
export const businessConsumeListEndpoint = defineEndpoint({
  name: 'businessConsumeList',
  method: 'GET',
  path: '/api/business/consume/list/',
  request: z.object({ storeId: storeIdParam, page: queryInt(1, 10_000).default(1), pageSize: queryInt(1, BUSINESS_PAGE_SIZE).default(BUSINESS_PAGE_SIZE) }),
  response: z.object({ consumes: z.array(consumeOrderRowSchema), page: z.number().int().min(1) }),
  signed: true,
  auth: 'business',
});

/** One month or day of the shop's figures: orders settled and their money (fen). */
export const periodFiguresSchema = z.object({
  luggageOrder: z.number().int().min(0),
  luggageAmount: z.number().int().min(0),
  consumeOrder: z.number().int().min(0),
  consumeAmount: z.number().int().min(0),
});

/** GET /api/business/summary/: the last {@link SUMMARY_MONTHS} months (Asia/Shanghai), oldest first, by settleDate. */
export const businessSummaryEndpoint = defineEndpoint({
  name: 'businessSummary',
  method: 'GET',
  path: '/api/business/summary/',
  request: z.object({ storeId: storeIdParam }),
  response: z.object({ months: z.array(periodFiguresSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) })) }),
  signed: true,
  auth: 'business',
});

/**
 * GET /api/business/statistic/: every day of `month` (yyyyMM, Asia/Shanghai; default the current one) with
 * the figures settled that day plus check-ins and check-outs made that day.
 */
export const businessStatisticEndpoint = defineEndpoint({
  name: 'businessStatistic',
  method: 'GET',
  path: '/api/business/statistic/',
  request: z.object({ storeId: storeIdParam, month: z.string().regex(/^\d{4}(0[1-9]|1[0-2])$/).optional() }),
  response: z.object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    days: z.array(
      periodFiguresSchema.extend({
        date: z.string(),
        checkIns: z.number().int().min(0),
        checkOuts: z.number().int().min(0),
      }),
    ),
  }),
  signed: true,
  auth: 'business',
});

export type BusinessOrderListResponse = z.output<typeof businessOrderListEndpoint.response>;
export type BusinessConsumeListResponse = z.output<typeof businessConsumeListEndpoint.response>;
export type BusinessSummary = z.output<typeof businessSummaryEndpoint.response>;
export type BusinessStatistic = z.output<typeof businessStatisticEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboOrderIdSchema } from '../entities/combo';
import { orderIdSchema } from '../entities/order';
import { pagingFields } from '../fields/paging';

/**
 * One of the traveller's consumption orders: money paid beyond a booking, one of two kinds:
 * - `extraDays` ({@link extraDaysConsumeSchema}): the days kept past the order's end, charged at the shop's
 *   counter at pick-up (the shop's discounted price per item per day);
 * - `combo` ({@link comboConsumeSchema}): a combo package bought and paid.
 */
export const extraDaysConsumeSchema = z.object({
  /** 'x' and the extra charge's id. */
  id: z.string(),
  kind: z.literal('extraDays'),
  /** The booking it was charged on. */
  orderId: orderIdSchema,
  /** The shop that charged it, in Chinese and English (the English name may be empty). */
  shopName: z.string(),
  shopEn: z.string(),
  /** Extra days charged. */
  days: z.number().int().positive(),
  /** Fen. */
  amount: z.number().int().positive(),
  /** When it was paid (ISO 8601). */
  createdAt: z.string(),
});

/**
 * A combo package bought: its combo order (`comboOrderId`, see comboOrderSchema), the combo's names, the fen
 * paid, and what went back when the unused entries were refunded (`refundAmount`, null otherwise).
 */
export const comboConsumeSchema = z.object({
  /** 'c' and the combo order's id. */
  id: z.string(),
  kind: z.literal('combo'),
  comboOrderId: comboOrderIdSchema,
  name: z.string(),
  nameEn: z.string(),
  /** Fen paid. */
  amount: z.number().int().positive(),
  refundAmount: z.number().int().positive().nullable(),
  /** When it was paid (ISO 8601). */
  createdAt: z.string(),
});

/** One of the traveller's consumption orders, by `kind`. */
export const travellerConsumeOrderSchema = z.discriminatedUnion('kind', [extraDaysConsumeSchema, comboConsumeSchema]);
export type TravellerConsumeOrder = z.infer<typeof travellerConsumeOrderSchema>;

/**
 * GET /api/user/consume_order/list/ (spec §7): the caller's own consumption orders, newest first, `pageSize`
 * (10) per `page` (from 1); a next page exists only after a full one (spec §9). Only the caller's: the extra
 * days charged on their own bookings (never a walk-in's or another traveller's) and the combo packages they
 * paid for (refunded ones too, with what went back), by when they were paid.
 */
export const consumeOrderListEndpoint = defineEndpoint({
  name: 'consumeOrderList',
  method: 'GET',
  path: '/api/user/consume_order/list/',
  request: z.object(pagingFields),
  response: z.object({ consumes: z.array(travellerConsumeOrderSchema), page: z.number().int().min(1) }),
  auth: 'user',
});

export type ConsumeOrderListResponse = z.output<typeof consumeOrderListEndpoint.response>;

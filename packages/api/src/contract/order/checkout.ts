import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { goodsIdSchema } from '../entities/goods-id';
import { compactDateSchema } from '../fields/compact-date';
import { dayRangeCheck } from '../fields/day-range-check';
import { idParam } from '../fields/query-number';

/** Most items of one kind in one order. */
export const ORDER_MAX_COUNT_PER_GOODS = 20;
/** Most storage days of one order (both ends included). */
export const ORDER_MAX_DAYS = 30;
/** Minutes an addOrderToken stays valid, and an unpaid order holds its inventory. */
export const ORDER_HOLD_MINUTES = 15;

/** One line of the cart: how many items of a goods. */
export const cartLineSchema = z.object({
  goodsId: goodsIdSchema,
  count: z.number().int().min(0).max(ORDER_MAX_COUNT_PER_GOODS),
});

/**
 * POST /api/user/order/checkout_v2/ (booking step one, spec §4): prices the cart on the server — never from
 * the client — for storage from startDate to endDate (days, see {@link compactDateSchema}; Asia/Shanghai,
 * both included, not before today, at most {@link ORDER_MAX_DAYS} days) and checks that every day has room
 * for every line. Money in fen: orderAmount = Σ count × regular price × days; payAmount = Σ count ×
 * discounted price × days; discountAmount = orderAmount − payAmount. Returns a single-use addOrderToken
 * bound to the caller and this cart, valid {@link ORDER_HOLD_MINUTES} minutes. Refused (errorMsg) for an
 * unknown or removed shop, a shop without scheduled booking, a goods the shop does not offer, or a day
 * without room.
 */
export const checkoutEndpoint = defineEndpoint({
  name: 'checkout',
  method: 'POST',
  path: '/api/user/order/checkout_v2/',
  request: z
    .object({
      storeId: idParam,
      goodsList: z
        .array(cartLineSchema)
        .min(1)
        .max(2)
        .refine((lines) => new Set(lines.map((line) => line.goodsId)).size === lines.length, 'each goods once')
        .refine((lines) => lines.some((line) => line.count > 0), 'at least one item'),
      startDate: compactDateSchema,
      endDate: compactDateSchema,
    })
    .superRefine(dayRangeCheck(ORDER_MAX_DAYS)),
  response: z.object({
    storeId: z.number().int().positive(),
    startDate: compactDateSchema,
    endDate: compactDateSchema,
    totalDays: z.number().int().min(1),
    goodsList: z.array(
      cartLineSchema.extend({
        /** Regular price in fen per item per day. */
        price: z.number().int().min(0),
        /** Price in fen per item per day after the shop's discount. */
        discount: z.number().int().min(0),
      }),
    ),
    orderAmount: z.number().int().min(0),
    discountAmount: z.number().int().min(0),
    payAmount: z.number().int().min(0),
    addOrderToken: z.string().min(32),
    /** When the token stops being accepted (ISO 8601). */
    tokenExpiresAt: z.string(),
  }),
  auth: 'user',
});

export type CheckoutRequest = z.input<typeof checkoutEndpoint.request>;
export type CheckoutResponse = z.output<typeof checkoutEndpoint.response>;

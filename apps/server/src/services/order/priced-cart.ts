import { compactDateSchema, goodsIdSchema } from '@luggage/api/contract';
import { z } from 'zod';

/**
 * What a checkout stores with its addOrderToken (checkout_token.cart) and add order books: the days
 * ('yyyy-MM-dd'; the stored JSON keeps them as yyyymmdd, as the contract's codec encodes them, so write it
 * encoded and read it parsed), the lines with items (fen per item per day, before and after the shop's
 * discount) and the amounts in fen. With a coupon (`coupon`: the traveller's user_coupon id and the fen it
 * takes off) the amounts are those after it: discountAmount includes coupon.amount and payAmount is
 * lowered by it. A cart stored before coupons existed has no `coupon` and reads as booked without one.
 * An extension's cart has `delayId` and never a coupon.
 */
export const pricedCartSchema = z.object({
  startDate: compactDateSchema,
  endDate: compactDateSchema,
  totalDays: z.number().int().min(1),
  lines: z.array(
    z.object({
      goodsId: goodsIdSchema,
      count: z.number().int().min(1),
      price: z.number().int().min(0),
      discount: z.number().int().min(0),
    }),
  ),
  orderAmount: z.number().int().min(0),
  discountAmount: z.number().int().min(0),
  payAmount: z.number().int().min(0),
  coupon: z.object({ userCouponId: z.string().regex(/^[1-9]\d*$/), amount: z.number().int().positive() }).optional(),
  /** An extension's cart: the booking whose added days it prices (add order takes it only with delay 1 and this delayId). */
  delayId: z.string().regex(/^[1-9]\d*$/).optional(),
});

/** See {@link pricedCartSchema}. */
export type PricedCart = z.infer<typeof pricedCartSchema>;

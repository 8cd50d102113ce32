import { z } from 'zod';
import { couponTermsFields } from './coupon';
import { orderStatusSchema } from './order';

/** A coupon_order id as sent (`comboOrderId`): decimal text of a positive 64-bit integer. */
export const comboOrderIdSchema = z.string().regex(/^[1-9]\d{0,17}$/);

/**
 * A combo package: a prepaid bundle of `couponCount` coupons, all alike (`coupon`: their terms — an
 * item-day discount, see couponDiscountSchema — and scope: the city and the goods they are good for),
 * bought for `price` fen and valid `validDays` days from the payment: from the moment it is paid to 24:00
 * Asia/Shanghai of the `validDays`-th day after the day of payment (the same rule as a coupon valid N days).
 * '5 bag-days in Shanghai within 30 days' is `couponCount` 5 of a bag item-day scoped to Shanghai.
 */
export const comboSchema = z.object({
  id: z.number().int().positive(),
  /** In Chinese ('上海5天小件寄存套餐'). */
  name: z.string().min(1),
  /** In English ('5 bag-days in Shanghai'). */
  nameEn: z.string().min(1),
  /** Fen, > 0. */
  price: z.number().int().positive(),
  couponCount: z.number().int().min(1).max(100),
  validDays: z.number().int().positive(),
  /** The coupon each entry is. */
  coupon: z.object(couponTermsFields),
});
export type Combo = z.infer<typeof comboSchema>;

/**
 * The state of one entry of a combo order's `coupon` list ('id-state'): 0 unused (the spec's state 0, the
 * only one counted in `remain` and refunded), 1 locked by an unpaid order, 2 used by a paid order,
 * 3 expired unused, 4 withdrawn by the combo's refund.
 */
export const COMBO_COUPON_STATE = { unused: 0, locked: 1, used: 2, expired: 3, withdrawn: 4 } as const;

/** Why a paid combo order cannot be refunded now (comboRefund of @luggage/domain/coupons). */
export const comboRefundRefusalSchema = z.enum(['expired', 'couponLocked', 'nothingToRefund']);
export type ComboRefundRefusalReason = z.infer<typeof comboRefundRefusalSchema>;

/**
 * A combo order (spec §3 "Coupon order"): the traveller's purchase of a combo.
 *
 * `status` as a booking's payment: 'unpaid' while it may be paid (until `payBefore`, 15 minutes after
 * buying), 'lapsed' once that passed unpaid, 'cancelled' when the traveller gave up paying, 'paid' (its
 * coupons are issued, exactly once, in the payment's transaction), 'refunding' while the refund of its
 * unused entries is with the payment provider, 'refunded' once that money is back.
 *
 * Once paid: `combo.couponId` lists its coupons' ids (comma-separated; clientCouponId of coupon_user),
 * `coupon` has one 'id-state' string each (see {@link COMBO_COUPON_STATE}), `start_time` is the payment
 * and `end_time` the last valid second of its coupons (ISO 8601), and `remain`, `total`, `day`, `expire`,
 * `end_day` are couponOrderSummary of @luggage/domain/coupons: unused entries, all entries, whole days
 * left (spec §9), the validity in days and the last day ('yyyy-MM-dd', Asia/Shanghai). Before payment
 * the list is empty and those fields are null.
 *
 * The refund (`#/combo/refund/{id}`, comboRefund of @luggage/domain/coupons): a paid order's unused entries
 * are refunded at price × unused ÷ total, **rounded down to the fen** (¥40 for 5, 1 used → ¥32), back to
 * the payment that paid it, and those coupons are withdrawn in the same transaction (state 4; they leave
 * coupon_user). Nothing after `end_time`, nor while an entry is locked by an unpaid order (pay or cancel
 * that order first), nor when it would give back 0 fen. One refund per order: the used entries stay
 * used, and a refunded order leaves the list. `refundQuote` says what a refund would give now, or
 * `refundRefusal` why there is none (both null unless paid); `refundAmount` is what was refunded.
 */
export const comboOrderSchema = z.object({
  id: comboOrderIdSchema,
  status: orderStatusSchema,
  combo: comboSchema.extend({ couponId: z.string() }),
  coupon: z.array(z.string()),
  /** What was paid (the combo's price when bought), fen. */
  price: z.number().int().positive(),
  /** When it was bought (ISO 8601). */
  createdAt: z.string(),
  /** Until when it may be paid (ISO 8601). */
  payBefore: z.string(),
  paidAt: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  remain: z.number().int().min(0).nullable(),
  total: z.number().int().min(0).nullable(),
  day: z.number().int().min(0).nullable(),
  expire: z.number().int().min(0).nullable(),
  end_day: z.string().nullable(),
  refundQuote: z.object({ amount: z.number().int().positive(), unused: z.number().int().positive(), total: z.number().int().positive() }).nullable(),
  refundRefusal: comboRefundRefusalSchema.nullable(),
  /** Fen refunded (refunding or refunded); null otherwise. */
  refundAmount: z.number().int().positive().nullable(),
});
export type ComboOrder = z.infer<typeof comboOrderSchema>;

/** The parameters of a call about one of the caller's combo orders. */
export const comboOrderRequestSchema = z.object({ comboOrderId: comboOrderIdSchema });

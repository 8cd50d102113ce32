import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { clientCouponIdSchema } from '../entities/coupon';
import { goodsIdSchema } from '../entities/goods-id';
import { orderIdSchema } from '../entities/order';
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
 * The coupon a checkout asks for: a `clientCouponId` (that coupon of the caller's), 'best' (the server picks
 * one) or 'none' (no coupon; the same as leaving the field out).
 */
export const checkoutCouponChoiceSchema = z.union([clientCouponIdSchema, z.literal('best'), z.literal('none')]);
export type CheckoutCouponChoice = z.infer<typeof checkoutCouponChoiceSchema>;

/**
 * POST /api/user/order/checkout_v2/ (booking step one, spec §4): prices the cart on the server — never from
 * the client — for storage from startDate to endDate (days, see {@link compactDateSchema}; Asia/Shanghai,
 * both included, not before today, at most {@link ORDER_MAX_DAYS} days) and checks that every day has room
 * for every line. Money in fen: orderAmount = Σ count × regular price × days; payAmount = Σ count ×
 * discounted price × days; discountAmount = orderAmount − payAmount. Returns a single-use addOrderToken
 * bound to the caller and this cart, valid {@link ORDER_HOLD_MINUTES} minutes. Refused (errorMsg) for an
 * unknown or removed shop, a shop without scheduled booking, a goods the shop does not offer, or a day
 * without room.
 *
 * Coupons (opt-in: a request without `coupon` is priced exactly as before):
 * - `coupon` absent or 'none': no coupon; `coupon` null, couponAmount 0. The booking screen sends 'best'
 *   by default, a clientCouponId once the traveller picks one in its coupon picker, 'none' when they
 *   remove it.
 * - 'best': among the caller's coupons that can be used on this booking now (couponRefusal of
 *   @luggage/domain/coupons lets them through), the one with the largest discount; on a tie the one that
 *   ends first (bestCoupon). None applicable → `coupon` null and no error.
 * - a clientCouponId: that coupon, or the refusal's errorMsg (locked by an unpaid order, used, expired, not
 *   started, not for this shop, only for bags / large items, below the minimum spend, nothing off) and no
 *   token. An unknown id, or another traveller's, is 'coupon not found'.
 * - The coupon applies to its goods at their price after the shop's discount (couponDiscount): couponAmount
 *   is what it takes off (fen, > 0 when a coupon is chosen); discountAmount = the shop's discount +
 *   couponAmount; payAmount = orderAmount − discountAmount, never below 0. The token carries the coupon: add
 *   order locks it in the order's transaction (refused with 'this coupon is no longer available' if another
 *   order took it meanwhile, or the refusal's errorMsg if it ended meanwhile), payment marks it used, and
 *   cancelling the unpaid order or a full refund before storage gives it back. Checkout itself locks
 *   nothing: two checkouts may name the same coupon, only one order gets it.
 *
 * Extensions (`delayId`, the id of one of the caller's bookings): the checkout prices the days added to that
 * booking, priced exactly like a booking of those days (the shop's current prices at its discount), and its
 * token is only taken by add order with `delay` 1 and the same `delayId`. The request must keep the
 * booking's shop (`storeId`) and items (`goodsList`, the same counts) and start the day after the
 * booking's current end (its own end or the latest end of its paid extensions): else 'extensionCartMismatch'
 * naming that day. `endDate` is the new last day: after the current end ('extensionEndNotLater'), at most
 * {@link ORDER_MAX_DAYS} added days. Coupons do not apply to extensions: `coupon` 'best' or 'none' prices
 * without one, a clientCouponId is refused ('extensionNoCoupon'). The booking must be the caller's ('order
 * not found' otherwise), paid, not handed back, without a pending application, not itself an extension or
 * change of shop, with no other extension waiting for payment, and its end not over before yesterday
 * (Asia/Shanghai) — each refused with its own errorCode (extensionNotPaid, extensionCancelled,
 * extensionCompleted, extensionApplicationPending, extensionOfSupplement, extensionUnpaidPending,
 * extensionEndPassed). The added days need room like any booking (noRoomForBoots / noRoomForBags).
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
      /** See the rules above; absent means 'none'. */
      coupon: checkoutCouponChoiceSchema.optional(),
      /** Extension of this booking (see the rules above); absent for a new booking. */
      delayId: orderIdSchema.optional(),
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
    /** The shop's discount + couponAmount (fen). */
    discountAmount: z.number().int().min(0),
    /** orderAmount − discountAmount (fen), never below 0. */
    payAmount: z.number().int().min(0),
    /** The coupon this booking uses and what it takes off (fen), or null for none. */
    coupon: z.object({ clientCouponId: clientCouponIdSchema, amount: z.number().int().positive() }).nullable(),
    /** What the coupon takes off (fen); 0 without one. */
    couponAmount: z.number().int().min(0),
    addOrderToken: z.string().min(32),
    /** When the token stops being accepted (ISO 8601). */
    tokenExpiresAt: z.string(),
  }),
  auth: 'user',
});

export type CheckoutRequest = z.input<typeof checkoutEndpoint.request>;
export type CheckoutResponse = z.output<typeof checkoutEndpoint.response>;

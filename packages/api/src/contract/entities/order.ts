import { z } from 'zod';
import { compactDateSchema } from '../fields/compact-date';
import { ORDER_ID_PATTERN } from '../fields/id-rules';
import { goodsIdSchema } from './goods-id';

/** A user_order id as sent: decimal text of a positive 64-bit integer. */
export const orderIdSchema = z.string().regex(ORDER_ID_PATTERN);

/**
 * Where the money of an order stands:
 * - unpaid: waiting for payment and holding its units until payBefore;
 * - lapsed: unpaid past payBefore, the units are free again (a payment that still arrives re-reserves if it
 *   can, and is refunded otherwise);
 * - cancelled: unpaid and cancelled by the traveller (pay/cancel);
 * - paid: paid, units held;
 * - refunding: cancelled after payment, the refund is with the payment provider;
 * - refunded: the refund has reached the original payment method.
 */
export const orderStatusSchema = z.enum(['unpaid', 'lapsed', 'cancelled', 'paid', 'refunding', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The shop side of an order: see ORDER_STORE_STATUS in @luggage/domain/orders. */
export const storeStatusSchema = z.number().int().min(0);

/** One goods line of an order, prices in fen per item per day. */
export const orderGoodsSchema = z.object({
  goodsId: goodsIdSchema,
  count: z.number().int().positive(),
  /** Regular price. */
  price: z.number().int().min(0),
  /** Price after the shop's discount. */
  discount: z.number().int().min(0),
});

/** Review sources (spec §3: 'how did you hear about us'), in the order they are offered. */
export const REVIEW_SOURCES = ['friends', 'pengyouquan', 'xiaohongshu', 'baidu', 'weibo', 'zhihu', 'xiecheng', 'mafengwo', 'other'] as const;
export const reviewSourceSchema = z.enum(REVIEW_SOURCES);
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** Reasons offered when a traveller cancels (order/cancel `key`) or applies for cancellation. */
export const CANCEL_REASON_KEYS = ['plans_changed', 'shop_closed', 'shop_refused', 'cannot_find_shop', 'booked_wrong', 'other'] as const;
export const cancelReasonKeySchema = z.enum(CANCEL_REASON_KEYS);
export type CancelReasonKey = z.infer<typeof cancelReasonKeySchema>;

/** The order as listed (spec §3: id, startTime, review flag, storeStatus) with what an order card shows. */
export const orderListItemSchema = z.object({
  id: orderIdSchema,
  storeId: z.number().int().positive(),
  storeName: z.string(),
  /** The shop's English name ('' when it has none). */
  storeEn: z.string(),
  /** First storage day, yyyy-MM-dd (Asia/Shanghai). */
  startTime: z.string(),
  /** Last storage day, yyyy-MM-dd: for a booking, the latest end of its paid extensions if any (its effective end). */
  endTime: z.string(),
  /** When it was ordered (ISO 8601). */
  orderTime: z.string(),
  goodsList: z.array(orderGoodsSchema),
  payAmount: z.number().int().min(0),
  status: orderStatusSchema,
  storeStatus: storeStatusSchema,
  /** Spec §3: true for orders with a review or whose startTime is already past; false once reviewed from this client. */
  review: z.boolean(),
  /** Whether the order has a review already. */
  reviewed: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A refund and where it stands. */
export const refundSchema = z.object({
  amount: z.number().int().positive(),
  status: z.enum(['processing', 'succeeded', 'failed']),
  /** Where the money goes back to: the original payment method. */
  channel: z.enum(['sandbox', 'wechat']),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A pending or decided cancellation application or change request. */
export const orderApplicationSchema = z.object({
  kind: z.enum(['cancel', 'edit']),
  status: z.enum(['pending', 'withdrawn', 'approved', 'rejected']),
  reason: z.string(),
  /** apply_cancel's number ('part20' → 20). */
  part: z.number().int().nullable(),
  /** Change request: the new storage days asked for (see compactDateSchema). */
  startDate: compactDateSchema.nullable(),
  endDate: compactDateSchema.nullable(),
  createdAt: z.string(),
});
export type OrderApplication = z.infer<typeof orderApplicationSchema>;

/**
 * An extension of a booking (delay 1, delayId) as the booking's detail lists it: its own order id (to pay
 * it at #/pay/{id}), the days it adds, what it costs and where its money stands.
 */
export const orderExtensionSchema = z.object({
  id: orderIdSchema,
  /** First and last added day, yyyy-MM-dd (Asia/Shanghai). */
  startTime: z.string(),
  endTime: z.string(),
  payAmount: z.number().int().min(0),
  status: orderStatusSchema,
  /** Unpaid: when the hold ends (ISO 8601). */
  payBefore: z.string(),
});
export type OrderExtension = z.infer<typeof orderExtensionSchema>;

/** What a supplementary order adds to its booking (`bookingId`): days after its end ('extension') or a change of shop ('move'). */
export const orderSupplementSchema = z.object({ kind: z.enum(['extension', 'move']), bookingId: orderIdSchema });
export type OrderSupplement = z.infer<typeof orderSupplementSchema>;

/** The order detail (spec §3) with what the order, detail, voucher and cancel screens show. */
export const orderDetailSchema = orderListItemSchema.extend({
  storeAddress: z.string(),
  /** The shop's address in English, shown in English mode (as the shop page does); null when it has none, and in voucher copies saved before this field existed. */
  storeAddressEn: z.string().nullable().default(null),
  /** Whether the shop has a phone: then a traveller with an active order can call it through a protected number (call_bind). */
  shopHasPhone: z.boolean(),
  totalDays: z.number().int().positive(),
  /** The shop's discount and the coupon's amount together, fen (orderAmount − payAmount). */
  discountAmount: z.number().int().min(0),
  orderAmount: z.number().int().min(0),
  /**
   * What a coupon took off this order, fen (part of discountAmount); 0 without one. Kept when the coupon is given
   * back by a cancellation, as the order's record. Absent in voucher copies saved before it existed: read as 0.
   */
  couponAmount: z.number().int().min(0).default(0),
  /** Unpaid: when the hold ends (ISO 8601). */
  payBefore: z.string(),
  paidAt: z.string().nullable(),
  /** Photos of the stored luggage (URLs), empty until stored. */
  pic: z.array(z.string()),
  /**
   * When the shop took the luggage in (check-in, storeStatus 20) and handed it back (check-out, 30), ISO
   * 8601; null before. Absent in voucher copies saved before these fields existed: read as null.
   */
  storedAt: z.string().nullable().default(null),
  pickedUpAt: z.string().nullable().default(null),
  /** Paid orders: the code the shop scans (QR) or types; null before payment and after cancellation. */
  voucherCode: z.string().regex(/^[0-9A-Z]{8}$/).nullable(),
  /** order/cancel is allowed now (paid, not stored, before 24:00 Asia/Shanghai of the start day). */
  cancellable: z.boolean(),
  /** apply_cancel is allowed now (paid, not stored, no pending application, free cancellation over). */
  canApplyCancel: z.boolean(),
  /** 24:00 (Asia/Shanghai) of the start day (ISO 8601). */
  cancelDeadline: z.string(),
  refund: refundSchema.nullable(),
  application: orderApplicationSchema.nullable(),
  reviewDetail: z.object({ score: z.number().int().min(1).max(5), content: z.string(), source: reviewSourceSchema }).nullable(),
  /**
   * A booking's extensions that are paid or wait for payment (lapsed and cancelled ones are left out), by
   * start. `endTime` and `totalDays` of the booking already count the paid ones. Absent in voucher copies
   * saved before extensions existed: read as none.
   */
  extensions: z.array(orderExtensionSchema).default([]),
  /** The booking can be extended now (see extensionRefusal of @luggage/domain/orders). */
  canExtend: z.boolean().default(false),
  /** Set on a supplementary order itself (an extension being paid, say): what it adds and to which booking. */
  supplement: orderSupplementSchema.nullable().default(null),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, goodsCountSchema, storeIdParam } from '../entities/business';
import { goodsIdSchema } from '../entities/goods-id';
import { openingHoursSchema } from '../entities/opening-hours';
import { orderApplicationSchema } from '../entities/order';
import { compactDateSchema } from '../fields/compact-date';

/** Largest daily capacity per goods. */
export const SHOP_CAPACITY_MAX = 999;
/** Opening rules per shop. */
export const SHOP_HOURS_MAX = 7;
/** How far ahead closures can be set, in days. */
export const SHOP_CLOSURE_DAYS_AHEAD = 365;

/** An order waiting for the shop's answer to a cancellation application or change request. */
export const pendingApplicationSchema = z.object({ order: businessOrderSchema, application: orderApplicationSchema });
export type PendingApplication = z.infer<typeof pendingApplicationSchema>;

/**
 * GET /api/business/today/ (#/bussiness): the shop's Asia/Shanghai today: paid orders whose days include
 * today and not checked in yet (drop-offs, earliest start first), stored orders ending today or earlier (pick-ups, late ones first), items in
 * store now per goods, whether someone confirmed the shop open today, and applications waiting for an answer.
 */
export const businessTodayEndpoint = defineEndpoint({
  name: 'businessToday',
  method: 'GET',
  path: '/api/business/today/',
  request: z.object({ storeId: storeIdParam }),
  response: z.object({
    /** yyyy-MM-dd. */
    date: z.string(),
    closed: z.boolean(),
    openConfirmedAt: z.string().nullable(),
    dropOffs: z.array(businessOrderSchema),
    pickUps: z.array(businessOrderSchema),
    inStore: z.array(goodsCountSchema),
    inStoreOrders: z.number().int().min(0),
    applications: z.array(pendingApplicationSchema),
  }),
  signed: true,
  auth: 'business',
});

/** POST /api/business/today/open/: confirms the shop is open today (any staff; once per day, repeating is harmless). */
export const confirmOpenEndpoint = defineEndpoint({
  name: 'confirmOpen',
  method: 'POST',
  path: '/api/business/today/open/',
  request: z.object({ storeId: storeIdParam }),
  response: z.object({ date: z.string(), openConfirmedAt: z.string() }),
  signed: true,
  auth: 'business',
});

/** A goods of the shop: price (fen per item per day, before the shop's discount) and daily capacity. */
export const shopGoodsSettingSchema = z.object({
  goodsId: goodsIdSchema,
  price: z.number().int().min(0),
  capacity: z.number().int().min(0).max(SHOP_CAPACITY_MAX),
  /** The most items of this goods booked on any day from today on: capacity cannot go below it. */
  bookedPeak: z.number().int().min(0),
  /** The day of that peak (yyyy-MM-dd), null when nothing is booked. */
  bookedPeakDate: z.string().nullable(),
});
export type ShopGoodsSetting = z.infer<typeof shopGoodsSettingSchema>;

/** A closed day from today on, and how many orders (paid or held) fall on it (0 for days closed before any booking). */
export const shopClosureSchema = z.object({ date: z.string(), bookedOrders: z.number().int().min(0) });

const shopSettingsSchema = z.object({
  hours: z.array(openingHoursSchema),
  closures: z.array(shopClosureSchema),
  goods: z.array(shopGoodsSettingSchema),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** GET /api/business/shop/settings/: hours, closed days and goods capacity (any staff may read). */
export const shopSettingsEndpoint = defineEndpoint({
  name: 'shopSettings',
  method: 'GET',
  path: '/api/business/shop/settings/',
  request: z.object({ storeId: storeIdParam }),
  response: shopSettingsSchema,
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/shop/hours/ (owners): replaces the opening rules (1–{@link SHOP_HOURS_MAX}, open
 * before close). The shop's businessTime text shown to travellers is rebuilt from them. Bookings are
 * days, so changed hours never break one.
 */
export const updateShopHoursEndpoint = defineEndpoint({
  name: 'updateShopHours',
  method: 'POST',
  path: '/api/business/shop/hours/',
  request: z.object({
    storeId: storeIdParam,
    hours: z.array(openingHoursSchema.refine((rule) => rule.open < rule.close, 'close')).min(1).max(SHOP_HOURS_MAX),
  }),
  response: shopSettingsSchema,
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/shop/capacity/ (owners): a goods' daily capacity. Refused with 'capacityBelowBookings'
 * below the items already booked on a day from today on, so no booking is ever broken.
 */
export const updateShopCapacityEndpoint = defineEndpoint({
  name: 'updateShopCapacity',
  method: 'POST',
  path: '/api/business/shop/capacity/',
  request: z.object({ storeId: storeIdParam, goodsId: goodsIdSchema, capacity: z.number().int().min(0).max(SHOP_CAPACITY_MAX) }),
  response: shopSettingsSchema,
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/shop/closure/ (owners): closes (`closed` true) or reopens a day from today to
 * {@link SHOP_CLOSURE_DAYS_AHEAD} days ahead. A closed day takes no new bookings (checkout and inventory
 * show no room). Closing a day that has bookings is refused with 'closureHasBookings'.
 */
export const setShopClosureEndpoint = defineEndpoint({
  name: 'setShopClosure',
  method: 'POST',
  path: '/api/business/shop/closure/',
  request: z.object({ storeId: storeIdParam, date: compactDateSchema, closed: z.boolean() }),
  response: shopSettingsSchema,
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/order/application/: the shop answers a pending cancellation application or change
 * request. Approving a cancellation refunds payAmount minus the `part` percent the traveller offered to
 * forfeit; approving a change moves the booking to the asked days if every day has room (else
 * 'noRoomForBoots'/'noRoomForBags'; the price difference is not charged or refunded). Rejecting leaves the
 * order as it was. storeStatus returns to 0 (or stays cancelled).
 */
export const decideApplicationEndpoint = defineEndpoint({
  name: 'decideApplication',
  method: 'POST',
  path: '/api/business/order/application/',
  request: z.object({ storeId: storeIdParam, orderId: z.string().regex(/^[1-9]\d{0,17}$/), approve: z.boolean() }),
  response: businessOrderSchema,
  signed: true,
  auth: 'business',
});

export type BusinessToday = z.output<typeof businessTodayEndpoint.response>;
export type UpdateShopHoursRequest = z.input<typeof updateShopHoursEndpoint.request>;
export type UpdateShopCapacityRequest = z.input<typeof updateShopCapacityEndpoint.request>;
export type SetShopClosureRequest = z.input<typeof setShopClosureEndpoint.request>;
export type DecideApplicationRequest = z.input<typeof decideApplicationEndpoint.request>;

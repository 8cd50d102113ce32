import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, luggagePhotoNameSchema, storeIdParam, voucherCodeParam } from '../entities/business';
import { goodsIdSchema } from '../entities/goods-id';
import { orderIdSchema } from '../entities/order';
import { compactDateSchema } from '../fields/compact-date';

/** Largest photo accepted, in bytes (before base64). */
export const LUGGAGE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Largest photo accepted, in pixels (width × height): 50 megapixels. */
export const LUGGAGE_PHOTO_MAX_PIXELS = 50_000_000;
/** Longest side of the stored, re-encoded photo. */
export const LUGGAGE_PHOTO_STORED_SIDE = 1600;
/**
 * Longest upload body, in characters: a base64 photo of {@link LUGGAGE_PHOTO_MAX_BYTES} plus 512 KiB, so a
 * photo a little over the limit still reaches the server's size check ('photoTooLarge').
 */
export const LUGGAGE_PHOTO_BODY_LIMIT = Math.ceil(LUGGAGE_PHOTO_MAX_BYTES / 3) * 4 + 512 * 1024;
/** Photos per check-in. */
export const LUGGAGE_PHOTOS_PER_ORDER = 6;
/** Longest walk-in name. */
export const WALK_IN_NAME_MAX = 50;

/**
 * GET /api/business/order/find/: the shop's order with this voucher code (scanned from the QR or typed).
 * 'order not found' when no order of this shop has the code — another shop's order included.
 */
export const findOrderByCodeEndpoint = defineEndpoint({
  name: 'findOrderByCode',
  method: 'GET',
  path: '/api/business/order/find/',
  request: z.object({ storeId: storeIdParam, code: voucherCodeParam }),
  response: businessOrderSchema,
  signed: true,
  auth: 'business',
});

/** GET /api/business/order/info/: one order of the shop by id ('order not found' for another shop's). */
export const businessOrderInfoEndpoint = defineEndpoint({
  name: 'businessOrderInfo',
  method: 'GET',
  path: '/api/business/order/info/',
  request: z.object({ storeId: storeIdParam, orderId: orderIdSchema }),
  response: businessOrderSchema,
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/photo/upload/: one luggage photo, base64 in `image` (JPEG, PNG or WebP by its
 * bytes, at most {@link LUGGAGE_PHOTO_MAX_BYTES} and {@link LUGGAGE_PHOTO_MAX_PIXELS}). The server
 * re-encodes it (upright, longest side at most {@link LUGGAGE_PHOTO_STORED_SIDE}, no EXIF/GPS or other
 * metadata) under a name it makes, for this shop; check-in attaches it to an order. Refused with
 * 'photoNotImage', 'photoTooLarge' or 'photoTooManyPixels'. The text of `image` may be as long as the
 * route's body limit (base64 of {@link LUGGAGE_PHOTO_MAX_BYTES} plus 512 KiB), not just the base64 of the
 * limit, so a photo a little over the limit gets 'photoTooLarge' from the server's check of the decoded
 * bytes rather than 'invalidParameter'; a body over that limit is 'invalidParameter' on `body`.
 */
export const uploadLuggagePhotoEndpoint = defineEndpoint({
  name: 'uploadLuggagePhoto',
  method: 'POST',
  path: '/api/business/photo/upload/',
  request: z.object({
    storeId: storeIdParam,
    image: z.string().max(LUGGAGE_PHOTO_BODY_LIMIT).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'image'),
  }),
  response: z.object({ name: luggagePhotoNameSchema, url: z.string(), width: z.number().int(), height: z.number().int() }),
  signed: true,
  auth: 'business',
});

/**
 * POST /api/user/order/store/ (spec §7: pic, status and more): the counter's check-in and check-out.
 * - status 20 (check-in): `pic` names 1–{@link LUGGAGE_PHOTOS_PER_ORDER} photos uploaded for this shop and
 *   not attached elsewhere; the order must be paid, its first day come and nothing pending. The traveller
 *   can no longer cancel. After the last day ('bookingEnded') the booking's room is no longer held:
 *   the luggage needs a new booking (a walk-in).
 * - status 30 (check-out): the luggage is handed back and the order completed. After endTime each started
 *   Asia/Shanghai day is charged at the order's booked prices: `extraAmount` must equal what the server
 *   computes now (the counter shows it and collects it), else 'amountChanged'. Picking up early
 *   frees the later booked days for new bookings; nothing is refunded.
 */
export const orderStoreEndpoint = defineEndpoint({
  name: 'orderStore',
  method: 'POST',
  path: '/api/user/order/store/',
  request: z.discriminatedUnion('status', [
    z.object({
      storeId: storeIdParam,
      orderId: orderIdSchema,
      status: z.literal(20),
      pic: z.array(luggagePhotoNameSchema).min(1).max(LUGGAGE_PHOTOS_PER_ORDER),
    }),
    z.object({
      storeId: storeIdParam,
      orderId: orderIdSchema,
      status: z.literal(30),
      extraAmount: z.number().int().min(0).default(0),
    }),
  ]),
  response: businessOrderSchema,
  signed: true,
  auth: 'business',
});

const walkInGoods = z
  .array(z.object({ goodsId: goodsIdSchema, count: z.number().int().min(1).max(99) }))
  .min(1)
  .max(2)
  .refine((goods) => new Set(goods.map((line) => line.goodsId)).size === goods.length, 'goodsList');

/**
 * GET-like quote of a walk-in booking: today (Asia/Shanghai) to `endDate`, priced from the database at the
 * shop's discount, checked against every day's room and the shop's closures. POST because it carries a list.
 */
export const walkInQuoteEndpoint = defineEndpoint({
  name: 'walkInQuote',
  method: 'POST',
  path: '/api/business/order/walk_in_quote/',
  request: z.object({ storeId: storeIdParam, goodsList: walkInGoods, endDate: compactDateSchema }),
  response: z.object({
    startTime: z.string(),
    endTime: z.string(),
    totalDays: z.number().int().positive(),
    orderAmount: z.number().int().min(0),
    discountAmount: z.number().int().min(0),
    payAmount: z.number().int().min(0),
  }),
  signed: true,
  auth: 'business',
});

/**
 * POST /api/business/order/walk_in/: a booking for a traveller without a phone, made and paid at the counter
 * and checked in at once: `name` to call them by, goods and end date as in the quote, `payAmount` the
 * amount the counter collected (must equal the server's price, else 'amountChanged'), `pic` the
 * luggage photos. Reserves the room like any booking (refused with the same no-room messages). The answer
 * carries the voucher code the traveller keeps for pick-up.
 */
export const walkInEndpoint = defineEndpoint({
  name: 'walkIn',
  method: 'POST',
  path: '/api/business/order/walk_in/',
  request: z.object({
    storeId: storeIdParam,
    name: z.string().trim().min(1).max(WALK_IN_NAME_MAX),
    goodsList: walkInGoods,
    endDate: compactDateSchema,
    payAmount: z.number().int().min(0),
    pic: z.array(luggagePhotoNameSchema).min(1).max(LUGGAGE_PHOTOS_PER_ORDER),
  }),
  response: businessOrderSchema,
  signed: true,
  auth: 'business',
});

export type OrderStoreRequest = z.input<typeof orderStoreEndpoint.request>;
export type UploadLuggagePhotoRequest = z.input<typeof uploadLuggagePhotoEndpoint.request>;
export type UploadLuggagePhotoResponse = z.output<typeof uploadLuggagePhotoEndpoint.response>;
export type WalkInQuoteRequest = z.input<typeof walkInQuoteEndpoint.request>;
export type WalkInQuote = z.output<typeof walkInQuoteEndpoint.response>;
export type WalkInRequest = z.input<typeof walkInEndpoint.request>;

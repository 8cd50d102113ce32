import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderIdSchema } from '../entities/order';
import { orderRequestSchema } from '../fields/order-request';
import { idParam } from '../fields/query-number';

/**
 * POST /api/user/order/change_store/ (path not in the spec; the FAQ's change of shop): moves the caller's
 * booking `orderId` to the shop `storeId` for the same goods on the same days. With `dryRun` true it only
 * prices the move (the confirmation screen shows it) and writes nothing; without it the move happens.
 *
 * Who and when (moveRefusal of @luggage/domain/orders): only the booking's owner ('order not found'
 * otherwise); a booking (not a supplementary order), paid, its luggage not taken in, no application
 * pending, its last day not passed, no extension paid or waiting for payment (its days are held at the old
 * shop), another shop. The new shop must be on sale, take bookings and the
 * booking's goods, and have room on every day: its units are checked and locked like add order's, so a
 * move never oversells.
 *
 * Price: the new shop's regular prices at its discount for the same goods and days (server-side, like
 * checkout). Coupon (decided): the booking's coupon stays with it when it still applies at the new shop
 * (its scope, goods and minimum spend; its validity is not asked again since it was used when the booking
 * was paid) and takes off what it takes off there; otherwise the new price is without it and the coupon
 * is given back to the traveller. `difference` = new payAmount − the booking's payAmount.
 * - difference ≤ 0: one transaction reserves at the new shop, releases at the old one, updates the
 *   booking's shop and amounts and refunds −difference to the payment that paid it (`moved` true,
 *   `refundAmount`). The old shop's staff no longer see the order, the new shop's do.
 * - difference > 0: a supplementary order (supplement 'move', tied to the booking) for `difference` fen
 *   holds the new shop's units until `payBefore` (like an unpaid order); pay it with pay/info as any order
 *   (`supplement`). Once it is paid the booking moves to the new shop in one transaction; if the booking
 *   changed meanwhile (checked in, cancelled) the supplement's payment is refunded. Unpaid, it lapses and
 *   the booking stays where it was. A new move of the same booking gives up an earlier unpaid one.
 */
export const changeStoreEndpoint = defineEndpoint({
  name: 'changeStore',
  method: 'POST',
  path: '/api/user/order/change_store/',
  request: orderRequestSchema.extend({ storeId: idParam, dryRun: z.boolean().default(false) }),
  response: z.object({
    orderId: orderIdSchema,
    storeId: z.number().int().positive(),
    /** The booking's amounts at the new shop (fen). */
    orderAmount: z.number().int().min(0),
    discountAmount: z.number().int().min(0),
    payAmount: z.number().int().min(0),
    /** What the booking's coupon takes off at the new shop (fen); 0 without one or when it no longer applies. */
    couponAmount: z.number().int().min(0),
    /** New payAmount − the booking's current payAmount (fen): above 0 to pay, below 0 to refund. */
    difference: z.number().int(),
    /** Whether the booking is at the new shop now (false for a dry run and when a difference is to pay). */
    moved: z.boolean(),
    /** Fen going back to the traveller's payment (0 when nothing is refunded). */
    refundAmount: z.number().int().min(0),
    /** The supplementary order to pay before the move happens, or null. */
    supplement: z
      .object({
        orderId: orderIdSchema,
        payAmount: z.number().int().positive(),
        /** When the unpaid supplement lapses (ISO 8601). */
        payBefore: z.string(),
      })
      .nullable(),
  }),
  auth: 'user',
});

export type ChangeStoreResponse = z.output<typeof changeStoreEndpoint.response>;

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema } from '../entities/business';
import { orderIdSchema } from '../entities/order';
import { luggagePhotoNamesField } from '../fields/luggage-photo-names';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * POST /api/user/order/store/ (spec §7: pic, status and more): the counter's check-in and check-out.
 * - status 20 (check-in): `pic` names the photos ({@link luggagePhotoNamesField}) uploaded for this shop and
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
    shopRequestSchema.extend({
      orderId: orderIdSchema,
      status: z.literal(20),
      pic: luggagePhotoNamesField,
    }),
    shopRequestSchema.extend({
      orderId: orderIdSchema,
      status: z.literal(30),
      extraAmount: z.number().int().min(0).default(0),
    }),
  ]),
  response: businessOrderSchema,
  shopRole: 'staff',
});

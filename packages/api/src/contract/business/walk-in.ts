import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema } from '../entities/business';
import { compactDateSchema } from '../fields/compact-date';
import { luggagePhotoNamesField } from '../fields/luggage-photo-names';
import { walkInGoodsField } from '../fields/walk-in-goods';
import { shopRequestSchema } from '../fields/shop-request';

/** Longest walk-in name. */
export const WALK_IN_NAME_MAX = 50;

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
  request: shopRequestSchema.extend({
    name: z.string().trim().min(1).max(WALK_IN_NAME_MAX),
    goodsList: walkInGoodsField,
    endDate: compactDateSchema,
    payAmount: z.number().int().min(0),
    pic: luggagePhotoNamesField,
  }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { orderRequestSchema } from '../fields/order-request';
import { MAINLAND_MOBILE_PATTERN } from '../fields/phone-rules';

/** Most protected numbers one traveller may be given per rolling 24 hours (a number given again does not count). */
export const CALL_BINDINGS_PER_DAY = 5;

/** A mainland mobile number (MAINLAND_MOBILE_PATTERN): privacy numbers connect mainland phones only. */
export const mainlandMobileSchema = z.string().regex(MAINLAND_MOBILE_PATTERN);

/**
 * POST /api/private/call_bind/ (spec §7: orderId, phone): a protected number to call the shop of one of
 * the caller's orders, so that neither side sees the other's real number. The server binds `phone` (the
 * mobile the traveller will call from, a mainland number) and the shop's phone to a virtual number of the
 * privacy-number provider: a call from `phone` to it rings the shop, a call from the shop's phone to it
 * rings the traveller. The rules:
 * - only the caller's own order ('order not found' otherwise, as for another traveller's), and only while
 *   it is active: paid, the luggage not handed back yet ('callOrderInactive');
 * - the shop must have a phone ('callShopNoPhone');
 * - the binding ends at 24:00 Asia/Shanghai of the day after the order's end day, or of tomorrow for
 *   luggage kept past it (callBindingEnd of @luggage/domain/orders; `expiresAt`); while it lasts the same
 *   order and phone get the same number again, at no cost to the limit below;
 * - at most {@link CALL_BINDINGS_PER_DAY} new bindings per traveller in 24 hours ('callBindLimit');
 * - no number free (in the local pool, or Dypls's isv.NO_AVAILABLE_NUMBER) or the provider failing (an error
 *   answer, no answer in time): 'callNumbersUnavailable', and no binding is stored.
 */
export const callBindEndpoint = defineEndpoint({
  name: 'callBind',
  method: 'POST',
  path: '/api/private/call_bind/',
  request: orderRequestSchema.extend({ phone: mainlandMobileSchema }),
  response: z.object({
    /** The protected number to dial (digits). */
    virtualNumber: z.string().regex(/^\d{5,15}$/),
    /** When the number stops connecting the two (ISO 8601). */
    expiresAt: z.string(),
  }),
  auth: 'user',
});

export type CallBindResponse = z.output<typeof callBindEndpoint.response>;

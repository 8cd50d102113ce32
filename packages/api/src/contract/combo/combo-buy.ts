import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { comboOrderSchema } from '../entities/combo';
import { idParam } from '../fields/query-number';

/**
 * POST /api/act/combo_buy/: the caller buys the combo `comboId`: a new unpaid combo order at the combo's
 * price (from the server, never the client), to be paid within 15 minutes through
 * /api/act/combo_order/pay/info/ like a booking; unpaid after that it lapses and issues nothing. Unknown
 * or not on sale: 'combo package not found', nothing written; a malformed id (0, negative, not a number):
 * 'invalid parameter: comboId'. Needs a consumer session.
 */
export const comboBuyEndpoint = defineEndpoint({
  name: 'comboBuy',
  method: 'POST',
  path: '/api/act/combo_buy/',
  request: z.object({ comboId: idParam }),
  response: comboOrderSchema,
  auth: 'user',
});

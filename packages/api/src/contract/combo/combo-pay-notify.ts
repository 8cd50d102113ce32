import { defineEndpoint } from '../endpoint';
import { comboOrderRequestSchema, comboOrderSchema } from '../entities/combo';

/**
 * POST /api/act/combo_order/pay/notify/: the client says the provider's sheet reported success; the server
 * asks the provider (never trusting the client) and applies a confirmed payment once, as the provider's
 * own notification would: the order is paid and its coupons issued in that transaction. A payment arriving
 * after the hold, or after the traveller cancelled, still pays the order (nothing else is held for it); a
 * second payment of a paid order is refunded. Nothing confirmed: 'no payment has been received for this
 * order yet'. Answers the order afterwards.
 */
export const comboPayNotifyEndpoint = defineEndpoint({
  name: 'comboPayNotify',
  method: 'POST',
  path: '/api/act/combo_order/pay/notify/',
  request: comboOrderRequestSchema,
  response: comboOrderSchema,
  auth: 'user',
});

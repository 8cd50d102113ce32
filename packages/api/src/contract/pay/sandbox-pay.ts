import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * POST /api/sandbox/pay/ (exists only while the sandbox provider is on, the default): the sandbox's payment
 * sheet confirming (or failing) a payment. The sandbox then sends our server its notification, signed with
 * the sandbox secret, exactly like a real provider.
 */
export const sandboxPayEndpoint = defineEndpoint({
  name: 'sandboxPay',
  method: 'POST',
  path: '/api/sandbox/pay/',
  request: z.object({ outTradeNo: z.string().regex(/^[0-9a-f]{32}$/), outcome: z.enum(['succeeded', 'failed']) }),
  response: z.object({ outTradeNo: z.string(), outcome: z.enum(['succeeded', 'failed']) }),
  auth: 'user',
});

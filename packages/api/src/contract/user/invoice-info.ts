import { defineEndpoint } from '../endpoint';
import { invoiceInfoSchema } from '../entities/invoice';
import { orderRequestSchema } from '../fields/order-request';

/**
 * GET /api/user/bill/ (spec §7: orderId): the invoice of one of the caller's orders, or none with whether
 * one can be asked for and the amount it would be for (see invoiceInfoSchema). Another traveller's order,
 * or one that does not exist, is 'orderNotFound'.
 */
export const invoiceInfoEndpoint = defineEndpoint({
  name: 'invoiceInfo',
  method: 'GET',
  path: '/api/user/bill/',
  request: orderRequestSchema,
  response: invoiceInfoSchema,
  auth: 'user',
});

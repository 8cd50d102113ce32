import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, voucherCodeParam } from '../entities/business';
import { shopRequestSchema } from '../fields/shop-request';

/**
 * GET /api/business/order/find/: the shop's order with this voucher code (scanned from the QR or typed).
 * 'order not found' when no order of this shop has the code — another shop's order included.
 */
export const findOrderByCodeEndpoint = defineEndpoint({
  name: 'findOrderByCode',
  method: 'GET',
  path: '/api/business/order/find/',
  request: shopRequestSchema.extend({ code: voucherCodeParam }),
  response: businessOrderSchema,
  shopRole: 'staff',
});

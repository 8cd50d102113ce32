import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { businessOrderSchema, storeIdParam, voucherCodeParam } from '../entities/business';

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
  shopRole: 'staff',
});

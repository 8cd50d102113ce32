import { defineEndpoint } from '../endpoint';
import { invoiceFieldsSchema, invoiceInfoSchema } from '../entities/invoice';
import { orderRequestSchema } from '../fields/order-request';

/**
 * POST /api/user/bill/ (spec §7: the invoice fields): asks for the electronic invoice (电子发票) of one of
 * the caller's orders, made out as `invoiceFieldsSchema` says. The rules:
 * - only the caller's own order ('orderNotFound' otherwise, as for one that does not exist);
 * - only a completed one: paid and its luggage picked up, storeStatus 30 ('invoiceOrderNotCompleted'),
 *   with something really paid ('invoiceNothingPaid');
 * - one invoice per order, ever ('invoiceExists'; two requests at once make one invoice);
 * - the amount is what was really paid when asked: the order's succeeded payments, those of its paid
 *   supplementary orders (delayId), the extra days collected at the counter, less the succeeded refunds
 *   of all of them; VAT 6 % included;
 * - bad fields refuse with nothing written: 'invoiceCreditCodeRequired', 'invoiceCreditCodeInvalid',
 *   'invoiceEmailInvalid', else 'invalid parameter: <field>'.
 * The invoice provider issues it (the local one at once: a numbered sample PDF) and the PDF is emailed;
 * should either fail, the invoice stays 'requested' and the answer says so. A refund of the order (or of
 * a supplement) after the request voids the invoice (red-letter, state 'voided', voidReason 'refund');
 * a voided invoice is final. Answers the order's invoice info, as GET does.
 */
export const requestInvoiceEndpoint = defineEndpoint({
  name: 'requestInvoice',
  method: 'POST',
  path: '/api/user/bill/',
  request: orderRequestSchema.and(invoiceFieldsSchema),
  response: invoiceInfoSchema,
  auth: 'user',
});

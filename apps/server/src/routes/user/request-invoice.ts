import { requestInvoiceEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { requestInvoice } from '../../services/invoice/request-invoice';

/** POST /api/user/bill/: asks for the invoice of one of the caller's completed orders; it is issued and emailed at once. */
export const requestInvoiceRoute = defineRoute(requestInvoiceEndpoint, ({ params, caller, context, request }) =>
  requestInvoice({ ...context, log: request.log }, caller.userId, params),
);

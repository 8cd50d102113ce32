import { invoiceInfoEndpoint } from '@luggage/api/contract';
import { defineRoute } from '../../http/define-route';
import { getInvoiceInfo } from '../../services/invoice/get-invoice-info';

/** GET /api/user/bill/: the invoice of one of the caller's orders, or whether one can be asked for. */
export const invoiceInfoRoute = defineRoute(invoiceInfoEndpoint, ({ params, caller, context }) => getInvoiceInfo(context, caller.userId, params.orderId));

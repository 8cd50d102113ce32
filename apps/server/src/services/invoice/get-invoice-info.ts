import type { InvoiceInfo } from '@luggage/api/contract';
import { invoiceRefusal } from '@luggage/domain/invoices';
import { orderStatusAt } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import type { InvoiceDeps } from './invoice-deps';
import { orderPaidAmount } from './order-paid-amount';
import { INVOICE_VIEW_COLUMNS, invoiceView } from './invoice-view';

/**
 * GET /api/user/bill/ for `userId`: the order's invoice (with a fresh PDF URL), the amount really paid and
 * why a request would be refused (domain invoiceRefusal). 'orderNotFound' for another traveller's order.
 */
export async function getInvoiceInfo(deps: Pick<InvoiceDeps, 'db' | 'clock' | 'invoicePdfUrls'>, userId: string, orderId: string): Promise<InvoiceInfo> {
  const now = deps.clock();
  const order = await deps.db
    .selectFrom('user_order')
    .select(['status', 'store_status', 'pay_before'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw new ApiFailure('orderNotFound');
  const amount = await orderPaidAmount(deps.db, orderId);
  const refusal = invoiceRefusal({ status: orderStatusAt({ status: order.status, payBefore: order.pay_before }, now), storeStatus: order.store_status }, amount);
  const row = await deps.db.selectFrom('invoice').select(INVOICE_VIEW_COLUMNS).where('order_id', '=', orderId).executeTakeFirst();
  return { amount, refusal: refusal?.reason ?? null, invoice: row ? await invoiceView(row, deps.invoicePdfUrls, now) : null };
}

import type { EndpointParams, InvoiceInfo, requestInvoiceEndpoint } from '@luggage/api/contract';
import { invoiceRefusal, STORAGE_VAT_PERCENT } from '@luggage/domain/invoices';
import { orderStatusAt } from '@luggage/domain/orders';
import { ApiFailure } from '../../errors/api-failure';
import { getInvoiceInfo } from './get-invoice-info';
import type { InvoiceDeps } from './invoice-deps';
import { invoiceRefusalFailure } from './invoice-refusal-failure';
import { issueInvoice } from './issue-invoice';
import { orderPaidAmount } from './order-paid-amount';

/**
 * POST /api/user/bill/ for `userId` (rules in the contract, requestInvoiceEndpoint): in one transaction
 * on the locked order, checks it is the caller's ('orderNotFound'), has no invoice ('invoiceExists'), is
 * completed with something paid (domain invoiceRefusal) and stores the invoice 'requested' for the amount
 * really paid. Two requests at once queue on the order's lock, and the unique order_id stands behind it.
 * After the commit the provider issues it and the PDF is emailed (issueInvoice); answers the order's
 * invoice info.
 */
export async function requestInvoice(deps: InvoiceDeps, userId: string, input: EndpointParams<typeof requestInvoiceEndpoint>): Promise<InvoiceInfo> {
  const now = deps.clock();
  const invoiceId = await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('user_order')
      .select(['status', 'store_status', 'pay_before'])
      .where('id', '=', input.orderId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiFailure('orderNotFound');
    const existing = await trx.selectFrom('invoice').select('id').where('order_id', '=', input.orderId).executeTakeFirst();
    if (existing) throw new ApiFailure('invoiceExists');
    const amount = await orderPaidAmount(trx, input.orderId);
    const refusal = invoiceRefusal({ status: orderStatusAt({ status: order.status, payBefore: order.pay_before }, now), storeStatus: order.store_status }, amount);
    if (refusal) throw invoiceRefusalFailure(refusal);
    const row = await trx
      .insertInto('invoice')
      .values({
        order_id: input.orderId,
        user_id: userId,
        title_kind: input.titleKind,
        title: input.title,
        credit_code: input.creditCode,
        email: input.email,
        address: input.address,
        phone: input.phone,
        bank: input.bank,
        bank_account: input.bankAccount,
        amount,
        tax_percent: STORAGE_VAT_PERCENT,
        provider: deps.invoices.name,
        created_at: new Date(now),
      })
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ApiFailure('invoiceExists');
    return row.id;
  });
  await issueInvoice(deps, invoiceId);
  return getInvoiceInfo(deps, userId, input.orderId);
}

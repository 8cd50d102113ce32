import { sql } from 'kysely';
import type { InvoiceDeps } from './invoice-deps';
import { sendInvoiceEmail } from './send-invoice-email';

/**
 * Asks the provider to issue the 'requested' invoice `invoiceId` and stores its number and PDF; an
 * invoice voided meanwhile (a refund came first) keeps 'voided' and is not emailed. Then emails the PDF
 * (sendInvoiceEmail). A provider failure is logged and leaves the invoice 'requested': nothing is thrown,
 * the traveller sees the state.
 */
export async function issueInvoice(deps: InvoiceDeps, invoiceId: string): Promise<void> {
  const invoice = await deps.db
    .selectFrom('invoice')
    .select(['order_id', 'title_kind', 'title', 'credit_code', 'address', 'phone', 'bank', 'bank_account', 'amount', 'tax_percent'])
    .where('id', '=', invoiceId)
    .where('issued_at', 'is', null)
    .executeTakeFirst();
  if (!invoice) return;
  let issued;
  try {
    issued = await deps.invoices.issue(
      {
        invoiceId,
        orderId: invoice.order_id,
        buyer: {
          titleKind: invoice.title_kind,
          title: invoice.title,
          creditCode: invoice.credit_code,
          address: invoice.address,
          phone: invoice.phone,
          bank: invoice.bank,
          bankAccount: invoice.bank_account,
        },
        amount: invoice.amount,
        taxPercent: invoice.tax_percent,
      },
      deps.clock(),
    );
  } catch (error) {
    deps.log.error({ invoiceId, provider: deps.invoices.name, reason: error instanceof Error ? error.message : String(error) }, 'invoice not issued by the provider');
    return;
  }
  const stored = await deps.db
    .updateTable('invoice')
    .set({ number: issued.number, pdf: issued.pdf, issued_at: issued.issuedAt, status: sql<'issued'>`CASE WHEN status = 'requested' THEN 'issued' ELSE status END` })
    .where('id', '=', invoiceId)
    .where('issued_at', 'is', null)
    .returning('status')
    .executeTakeFirst();
  deps.log.info({ invoiceId, number: issued.number, status: stored?.status }, 'invoice issued');
  if (stored?.status === 'issued') await sendInvoiceEmail(deps, invoiceId);
}

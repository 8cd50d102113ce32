import type { Invoice } from '@luggage/api/contract';
import type { Selectable } from 'kysely';
import type { InvoiceTable } from '../../db/database-schema';
import type { SignedFileUrls } from '../signed-file-urls';

/** The invoice columns the traveller's view reads (all but the PDF's bytes). */
export const INVOICE_VIEW_COLUMNS = [
  'id', 'status', 'number', 'title_kind', 'title', 'credit_code', 'email', 'address', 'phone', 'bank', 'bank_account',
  'amount', 'tax_percent', 'created_at', 'issued_at', 'emailed_at', 'voided_at', 'void_reason',
] as const;

/** A row of {@link INVOICE_VIEW_COLUMNS}. */
export type InvoiceViewRow = Pick<Selectable<InvoiceTable>, (typeof INVOICE_VIEW_COLUMNS)[number]>;

/** The file name of an invoice's PDF in its signed URL. */
export const invoicePdfName = (invoiceId: string) => `${invoiceId}.pdf`;

/** The traveller's view of an invoice row, with a PDF URL signed from `now` once it was issued. */
export async function invoiceView(row: InvoiceViewRow, pdfUrls: SignedFileUrls, now: number): Promise<Invoice> {
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    state: row.status,
    number: row.number,
    titleKind: row.title_kind,
    title: row.title,
    creditCode: row.credit_code,
    email: row.email,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    bankAccount: row.bank_account,
    amount: row.amount,
    taxPercent: row.tax_percent,
    requestedAt: row.created_at.toISOString(),
    issuedAt: iso(row.issued_at),
    emailedAt: iso(row.emailed_at),
    voidedAt: iso(row.voided_at),
    voidReason: row.void_reason,
    pdfUrl: row.issued_at ? await pdfUrls.urlFor(invoicePdfName(row.id), now) : null,
  };
}

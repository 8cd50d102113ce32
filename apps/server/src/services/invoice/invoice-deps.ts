import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';
import type { SignedFileUrls } from '../signed-file-urls';
import type { EmailSender } from '../email/email-sender';
import type { InvoiceProvider } from './invoice-provider';

/** Path of the invoice PDFs; one is served only with a valid `expires` and `sig` (see invoicePdfUrls). */
export const INVOICE_PDF_PATH = '/api/invoice_pdf/';

/** Where the invoice services write what went wrong with an outside service (the request's logger). */
export interface InvoiceLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** What the invoice services need. */
export interface InvoiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: () => number;
  invoices: InvoiceProvider;
  email: EmailSender;
  /** Signs the download URLs of the PDFs (INVOICE_PDF_PATH). */
  invoicePdfUrls: SignedFileUrls;
  log: InvoiceLog;
}

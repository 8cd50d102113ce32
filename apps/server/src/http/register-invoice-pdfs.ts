import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { INVOICE_PDF_PATH } from '../services/invoice/invoice-deps';
import type { SignedFileUrls } from '../services/signed-file-urls';
import { registerSignedFiles } from './register-signed-files';

/** An invoice PDF's name: its id and '.pdf'. */
const PDF_NAME = /^([1-9]\d{0,17})\.pdf$/;

/**
 * GET /api/invoice_pdf/:id.pdf?expires=&sig= (registerSignedFiles): an issued invoice's PDF, as a download.
 * Its signed URLs are made only in answers to the order's traveller (GET and POST /api/user/bill/); an
 * invoice without a PDF is HTTP 404. Cached privately for an hour.
 */
export function registerInvoicePdfs(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number; invoicePdfUrls: SignedFileUrls }): void {
  registerSignedFiles(app, {
    path: INVOICE_PDF_PATH,
    urls: context.invoicePdfUrls,
    clock: context.clock,
    isName: (name) => PDF_NAME.test(name),
    load: async (name) => {
      const id = PDF_NAME.exec(name)?.[1] ?? '';
      const invoice = await context.db.selectFrom('invoice').select(['number', 'pdf']).where('id', '=', id).executeTakeFirst();
      if (!invoice?.pdf || !invoice.number) return null;
      const { number, pdf } = invoice;
      return {
        send: (reply) =>
          reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', `attachment; filename="invoice-${number}.pdf"`)
            .header('Cache-Control', 'private, max-age=3600')
            .send(pdf),
      };
    },
  });
}

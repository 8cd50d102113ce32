import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { INVOICE_PDF_PATH } from '../services/invoice/invoice-deps';
import type { SignedFileUrls } from '../services/signed-file-urls';

/**
 * GET /api/invoice_pdf/:id.pdf?expires=&sig=: an issued invoice's PDF, as a download, outside the request
 * signature (a link cannot sign) but only with a URL signed by `invoicePdfUrls` that has not expired.
 * Such URLs are made only in answers to the order's traveller (GET and POST /api/user/bill/). Any bad
 * name, signature or expiry, or an invoice without a PDF, is HTTP 404. Cached privately for an hour.
 */
export function registerInvoicePdfs(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number; invoicePdfUrls: SignedFileUrls }): void {
  app.get<{ Params: { name: string }; Querystring: { expires?: unknown; sig?: unknown } }>(
    `${INVOICE_PDF_PATH}:name`,
    { config: { signed: false } },
    async (request, reply) => {
      const { name } = request.params;
      const { expires, sig } = request.query;
      const id = /^([1-9]\d{0,17})\.pdf$/.exec(name)?.[1];
      if (!id || typeof expires !== 'string' || typeof sig !== 'string') return reply.callNotFound();
      if (!(await context.invoicePdfUrls.isValid(name, expires, sig, context.clock()))) return reply.callNotFound();
      const invoice = await context.db.selectFrom('invoice').select(['number', 'pdf']).where('id', '=', id).executeTakeFirst();
      if (!invoice?.pdf || !invoice.number) return reply.callNotFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(invoice.pdf);
    },
  );
}

import { shanghaiToday } from '@luggage/domain/dates';
import type { InvoiceSeller } from '../../../config/load-config';
import type { InvoiceProvider } from '../invoice-provider';
import { localInvoiceNumber } from './local-invoice-number';
import { renderInvoicePdf } from './render-invoice-pdf';

/**
 * The local default: issues at once, numbering from our invoice id (localInvoiceNumber) and rendering a
 * sample PDF (renderInvoicePdf) in the name of `seller`. Nothing leaves the machine; the PDF says it is a
 * sample, not a valid fapiao.
 */
export function createLocalInvoiceProvider(seller: InvoiceSeller): InvoiceProvider {
  return {
    name: 'local',
    async issue(request, now) {
      const number = localInvoiceNumber(request.invoiceId, now);
      const pdf = await renderInvoicePdf({
        number,
        issueDay: shanghaiToday(now),
        orderId: request.orderId,
        seller,
        buyer: request.buyer,
        amount: request.amount,
        taxPercent: request.taxPercent,
      });
      return { number, issuedAt: new Date(now), pdf };
    },
  };
}

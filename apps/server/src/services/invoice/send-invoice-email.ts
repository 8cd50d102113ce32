import { formatYuan } from '@luggage/domain/money';
import type { InvoiceDeps } from './invoice-deps';

/**
 * Emails the PDF of issued invoice `invoiceId` to the address the traveller gave, in Chinese and English,
 * and records when (emailed_at). A sender failure is logged and leaves emailed_at empty.
 */
export async function sendInvoiceEmail(deps: Pick<InvoiceDeps, 'db' | 'clock' | 'email' | 'log'>, invoiceId: string): Promise<void> {
  const invoice = await deps.db
    .selectFrom('invoice')
    .select(['order_id', 'email', 'number', 'title', 'amount', 'pdf'])
    .where('id', '=', invoiceId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  if (!invoice?.pdf || !invoice.number) return;
  const amount = formatYuan(invoice.amount);
  try {
    await deps.email.send({
      to: invoice.email,
      subject: `电子发票 Electronic invoice ${invoice.number}（样票 SAMPLE）`,
      text: [
        `您好，附件是订单 ${invoice.order_id} 的电子发票（${invoice.title}，价税合计 ¥${amount}）。本票为样票，不具有发票效力。`,
        '',
        `Hello, attached is the electronic invoice of order ${invoice.order_id} (${invoice.title}, ¥${amount} including tax). It is a sample, not a valid fapiao.`,
      ].join('\n'),
      attachments: [{ filename: `invoice-${invoice.number}.pdf`, contentType: 'application/pdf', content: invoice.pdf }],
    });
  } catch (error) {
    deps.log.error({ invoiceId, sender: deps.email.name, reason: error instanceof Error ? error.message : String(error) }, 'invoice email not sent');
    return;
  }
  await deps.db.updateTable('invoice').set({ emailed_at: new Date(deps.clock()) }).where('id', '=', invoiceId).execute();
}

import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { SAMPLE_INVOICE_SELLER } from '../../../config/load-config';
import { renderInvoicePdf } from './render-invoice-pdf';

describe('renderInvoicePdf', () => {
  it('makes a PDF that opens and whose text has the buyer, the code, the amount, the tax and the sample mark', async () => {
    const pdf = await renderInvoicePdf({
      number: '26990000000000000042',
      issueDay: '2026-11-26',
      orderId: '1234',
      seller: SAMPLE_INVOICE_SELLER,
      buyer: { titleKind: 'company', title: '上海示例贸易有限公司', creditCode: '91350100M000100Y43', address: '上海市黄浦区南京东路1号', phone: '021-63581234', bank: null, bankAccount: null },
      amount: 10600,
      taxPercent: 6,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The embedded font is a subset: a one-page invoice stays small.
    expect(pdf.length).toBeLessThan(120_000);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBe(1);
    const { text } = await extractText(document, { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('上海示例贸易有限公司');
    expect(flat).toContain('91350100M000100Y43');
    expect(flat).toContain('¥106.00');
    expect(flat).toContain('¥100.00');
    expect(flat).toContain('¥6.00');
    expect(flat).toContain('6%');
    expect(flat).toContain('行李寄存服务');
    expect(flat).toContain('26990000000000000042');
    expect(flat).toContain(SAMPLE_INVOICE_SELLER.name);
    expect(flat).toContain('样票');
    expect(flat).toContain('SAMPLE');
  });
});

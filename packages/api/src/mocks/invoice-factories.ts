import type { Invoice, InvoiceInfo } from '../contract/entities/invoice';

/**
 * An issued company invoice of ¥31.00 (VAT 6 % included) for 上海示例贸易有限公司 (91350100M000100Y43),
 * emailed to finance@example.com, with its PDF link; requested and issued at 10:00 on 26 November 2026
 * (UTC). Each call returns a new object.
 */
export function buildInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    state: 'issued',
    number: '26990000000000000001',
    titleKind: 'company',
    title: '上海示例贸易有限公司',
    creditCode: '91350100M000100Y43',
    email: 'finance@example.com',
    address: null,
    phone: null,
    bank: null,
    bankAccount: null,
    amount: 3100,
    taxPercent: 6,
    requestedAt: '2026-11-26T10:00:00.000Z',
    issuedAt: '2026-11-26T10:00:00.000Z',
    emailedAt: '2026-11-26T10:00:01.000Z',
    voidedAt: null,
    voidReason: null,
    pdfUrl: '/api/invoice_pdf/1.pdf?expires=1764154800000&sig=0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

/** A completed order's invoice info: ¥31.00 really paid, no invoice yet (may be asked for), unless told. */
export function buildInvoiceInfo(overrides: Partial<InvoiceInfo> = {}): InvoiceInfo {
  return { amount: 3100, refusal: null, invoice: null, ...overrides };
}

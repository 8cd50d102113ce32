import { formatYuan } from '@luggage/domain/money';
import { invoiceTax } from '@luggage/domain/invoices';
import type { InvoiceSeller } from '../../../config/load-config';
import type { InvoiceBuyer } from '../invoice-provider';
import { invoiceFont } from './invoice-font';

/** What the PDF shows. */
export interface InvoicePdfContent {
  number: string;
  /** The issue day, 'yyyy-MM-dd' (Asia/Shanghai). */
  issueDay: string;
  orderId: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** Fen, VAT included. */
  amount: number;
  taxPercent: number;
}

const WIDTH = 680;
const HEIGHT = 440;
const MARGIN = 30;
const INK = '#8b4513';
const TEXT = '#222222';
const SAMPLE_RED = '#d0021b';

/** '¥12.34'. */
const yuan = (fen: number) => `¥${formatYuan(fen)}`;

/** 'yyyy年MM月dd日'. */
const chineseDay = (day: string) => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;

/**
 * Renders a one-page sample electronic invoice (电子发票（普通发票）) as a PDF: its number and day, the
 * buyer (title, credit code, address and phone, bank and account), the seller, one line of storage service
 * (*仓储服务*行李寄存服务) with its amount without tax, the VAT rate and the tax, the total in yuan, the
 * order in the remarks — in Chinese with English under it, in the embedded Noto Sans SC. Marked in red as a
 * sample (样票 / SAMPLE), not a valid fapiao, on the page and in the document's title.
 */
export async function renderInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  // pdfkit loads when the first invoice is drawn, not with the server (it is a large module).
  const [font, { default: PDFDocument }] = await Promise.all([invoiceFont(), import('pdfkit')]);
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    info: { Title: `样票 SAMPLE — 电子发票 ${content.number}`, Author: content.seller.name, Subject: 'Sample electronic invoice, not a valid fapiao' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font);
  doc.font('cjk');
  drawSampleMark(doc);
  drawHeading(doc, content);
  drawParties(doc, content);
  drawItems(doc, content);
  drawRemarks(doc, content);
  doc.end();
  return done;
}

function drawSampleMark(doc: PDFKit.PDFDocument): void {
  doc.save().rotate(-18, { origin: [WIDTH / 2, HEIGHT / 2] }).fillColor(SAMPLE_RED).fillOpacity(0.12).fontSize(64);
  doc.text('样票 SAMPLE', 0, HEIGHT / 2 - 40, { width: WIDTH, align: 'center', lineBreak: false });
  doc.restore();
}

function drawHeading(doc: PDFKit.PDFDocument, content: InvoicePdfContent): void {
  doc.fillColor(INK).fontSize(18).text('电子发票（普通发票）', MARGIN, MARGIN, { width: WIDTH - 2 * MARGIN, align: 'center' });
  doc.fontSize(9).text('Electronic invoice (general VAT invoice)', { width: WIDTH - 2 * MARGIN, align: 'center' });
  doc.fillColor(SAMPLE_RED).fontSize(10).text('样票 · 仅供演示，不具有发票效力 / SAMPLE — not a valid fapiao', { width: WIDTH - 2 * MARGIN, align: 'center' });
  doc.fillColor(TEXT).fontSize(9);
  doc.text(`发票号码 Invoice no.: ${content.number}    开票日期 Date: ${chineseDay(content.issueDay)}`, MARGIN, 82, { width: WIDTH - 2 * MARGIN, align: 'right' });
}

/** Two boxes side by side: the buyer's and the seller's. */
function drawParties(doc: PDFKit.PDFDocument, content: InvoicePdfContent): void {
  const top = 100;
  const half = (WIDTH - 2 * MARGIN) / 2;
  const { buyer, seller } = content;
  const orNone = (text: string | null) => text ?? '—';
  drawBox(doc, MARGIN, top, half, 100, '购买方 Buyer', [
    `名称 Name: ${buyer.title}`,
    `统一社会信用代码/纳税人识别号 Tax id: ${buyer.creditCode ?? (buyer.titleKind === 'personal' ? '个人 personal' : '—')}`,
    `地址、电话 Address, phone: ${orNone(buyer.address)} ${buyer.phone ?? ''}`.trimEnd(),
    `开户行及账号 Bank, account: ${orNone(buyer.bank)} ${buyer.bankAccount ?? ''}`.trimEnd(),
  ]);
  drawBox(doc, MARGIN + half, top, half, 100, '销售方 Seller', [`名称 Name: ${seller.name}`, `统一社会信用代码/纳税人识别号 Tax id: ${seller.taxId}`]);
}

function drawBox(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number, title: string, lines: string[]): void {
  doc.lineWidth(0.8).strokeColor(INK).rect(x, y, width, height).stroke();
  doc.fillColor(INK).fontSize(10).text(title, x + 8, y + 6, { width: width - 16 });
  doc.fillColor(TEXT).fontSize(8.5);
  for (const line of lines) doc.text(line, x + 8, doc.y + 3, { width: width - 16 });
}

/** The items table: one storage service, its amount without tax, the rate and the tax; then the totals. */
function drawItems(doc: PDFKit.PDFDocument, content: InvoicePdfContent): void {
  const top = 212;
  const { net, tax } = invoiceTax(content.amount, content.taxPercent);
  const columns = [
    { x: MARGIN + 8, width: 230, head: '项目名称 Item', cell: '*仓储服务*行李寄存服务 Luggage storage' },
    { x: MARGIN + 245, width: 50, head: '单位 Unit', cell: '次' },
    { x: MARGIN + 300, width: 50, head: '数量 Qty', cell: '1' },
    { x: MARGIN + 355, width: 90, head: '金额 Amount', cell: yuan(net) },
    { x: MARGIN + 450, width: 60, head: '税率 Rate', cell: `${content.taxPercent}%` },
    { x: MARGIN + 515, width: 90, head: '税额 Tax', cell: yuan(tax) },
  ];
  doc.lineWidth(0.8).strokeColor(INK).rect(MARGIN, top, WIDTH - 2 * MARGIN, 100).stroke();
  doc.fillColor(INK).fontSize(8.5);
  for (const column of columns) doc.text(column.head, column.x, top + 6, { width: column.width });
  doc.fillColor(TEXT).fontSize(9);
  for (const column of columns) doc.text(column.cell, column.x, top + 26, { width: column.width });
  doc.fillColor(INK).fontSize(8.5).text('合计 Total', MARGIN + 8, top + 56, { width: 200 });
  doc.fillColor(TEXT).fontSize(9).text(yuan(net), MARGIN + 355, top + 56, { width: 90 }).text(yuan(tax), MARGIN + 515, top + 56, { width: 90 });
  doc.fillColor(INK).fontSize(10).text('价税合计 Total incl. tax', MARGIN + 8, top + 78, { width: 200 });
  doc.fillColor(TEXT).fontSize(11).text(`（小写）${yuan(content.amount)}`, MARGIN + 355, top + 77, { width: 250 });
}

function drawRemarks(doc: PDFKit.PDFDocument, content: InvoicePdfContent): void {
  const top = 322;
  doc.lineWidth(0.8).strokeColor(INK).rect(MARGIN, top, WIDTH - 2 * MARGIN, 60).stroke();
  doc.fillColor(INK).fontSize(9).text('备注 Remarks', MARGIN + 8, top + 6, { width: 200 });
  doc.fillColor(TEXT).fontSize(8.5);
  doc.text(`订单号 Order no.: ${content.orderId}`, MARGIN + 8, top + 22, { width: WIDTH - 2 * MARGIN - 16 });
  doc.fillColor(SAMPLE_RED).text('本票为样票，仅用于演示，不能用于报销或抵扣。This is a sample invoice for demonstration only: it cannot be used for expenses or tax.', {
    width: WIDTH - 2 * MARGIN - 16,
  });
  doc.fillColor(TEXT).fontSize(8.5).text(`开票人 Issued by: ${content.seller.name}`, MARGIN, top + 70, { width: WIDTH - 2 * MARGIN });
}

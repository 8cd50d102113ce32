import { emailOutboxEndpoint, invoiceInfoEndpoint, requestInvoiceEndpoint, type InvoiceFieldsInput } from '@luggage/api/contract';
import { ORDER_STORE_STATUS } from '@luggage/domain/orders';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { startRefund } from '../../services/payment/refund-payment';
import { randomHexId } from '../../services/payment/random-hex-id';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai.
const server = useTravellersTestApp({ alice: '13900000051', bob: '13900000052' });
const db = () => server.testApp.database.db;
type Name = keyof typeof server.sessions;

const COMPANY: InvoiceFieldsInput = { titleKind: 'company', title: '上海示例贸易有限公司', creditCode: '91350100M000100Y43', email: 'finance@example.com' };

const post = (name: Name, body: Record<string, unknown>) => server.client.post(requestInvoiceEndpoint.path, body, { headers: userHeaders(server.sessions[name]) });
const get = (name: Name, orderId: string) => server.client.get(invoiceInfoEndpoint.path, { orderId }, { headers: userHeaders(server.sessions[name]) });
const invoiceCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM invoice`.execute(db())).rows[0]?.n;

/** A payment of `amount` fen for `orderId` that succeeded; returns its id. */
const insertPayment = async (orderId: string, amount: number) =>
  (
    await db()
      .insertInto('payment')
      .values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount, status: 'succeeded', created_at: new Date(server.now), paid_at: new Date(server.now) })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** `name`'s order at shop 1 on 2 March 2025, paid `amount` fen, its luggage handed back unless told. */
const completedOrder = async (name: Name, { amount = 1600, storeStatus = ORDER_STORE_STATUS.completed }: { amount?: number; storeStatus?: number } = {}) => {
  const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-02', units: 1, userId: server.sessions[name].userId, payAmount: amount, storeStatus });
  await insertPayment(orderId, amount);
  return orderId;
};

describe('POST /api/user/bill/', () => {
  it('issues a company invoice at once for what was really paid, emails its PDF and gives a download link', async () => {
    const orderId = await completedOrder('alice', { amount: 1600 });
    // Two extra days at the counter (¥8), an extension paid online (¥10), a refund of ¥3 of the booking.
    await db().insertInto('order_extra_charge').values({ order_id: orderId, store_id: 1, days: 2, amount: 800, collected_by: server.sessions.alice.userId, created_at: new Date(server.now) }).execute();
    const extension = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-03', units: 1, userId: server.sessions.alice.userId, payAmount: 1000 });
    await db().updateTable('user_order').set({ delay_id: orderId, supplement: 'extension' }).where('id', '=', extension).execute();
    await insertPayment(extension, 1000);
    const unpaidExtension = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-04', units: 1, userId: server.sessions.alice.userId, payAmount: 1000, status: 'lapsed' });
    await db().updateTable('user_order').set({ delay_id: orderId, supplement: 'extension' }).where('id', '=', unpaidExtension).execute();
    const bookingPayment = await db().selectFrom('payment').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    await db().insertInto('refund').values({ order_id: orderId, payment_id: bookingPayment.id, out_refund_no: randomHexId(), amount: 300, reason: 'application', status: 'succeeded', created_at: new Date(server.now), succeeded_at: new Date(server.now) }).execute();

    expect(expectContent(await get('alice', orderId), invoiceInfoEndpoint)).toEqual({ amount: 3100, refusal: null, invoice: null });
    const info = expectContent(await post('alice', { orderId, ...COMPANY, creditCode: '9135 0100-m000 100y43', address: ' 上海市黄浦区南京东路1号 ', bank: '' }), requestInvoiceEndpoint);
    expect(info.amount).toBe(3100);
    expect(info.invoice).toMatchObject({
      state: 'issued',
      titleKind: 'company',
      title: '上海示例贸易有限公司',
      creditCode: '91350100M000100Y43',
      email: 'finance@example.com',
      address: '上海市黄浦区南京东路1号',
      bank: null,
      amount: 3100,
      taxPercent: 6,
      voidedAt: null,
      voidReason: null,
    });
    expect(info.invoice?.number).toMatch(/^2599\d{16}$/);
    expect(info.invoice?.emailedAt).not.toBeNull();

    // The PDF downloads from its signed link, without the signed headers, and says who, what code and how much.
    const pdfUrl = info.invoice?.pdfUrl ?? '';
    expect(pdfUrl).toMatch(/^\/api\/invoice_pdf\/\d+\.pdf\?expires=\d{13}&sig=[0-9a-f]{32}$/);
    const download = await server.testApp.app.inject({ method: 'GET', url: pdfUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoice-${info.invoice?.number}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
    expect(text.replace(/\s+/g, '')).toContain('上海示例贸易有限公司');
    expect(text.replace(/\s+/g, '')).toContain('¥31.00');
    // A forged or expired link is a plain 404.
    // The first digit of the signature changed (to '1' when it is '0', so the link always differs).
    const forged = pdfUrl.replace(/sig=(\w)/, (_whole, digit: string) => `sig=${digit === '0' ? '1' : '0'}`);
    expect((await server.testApp.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    server.now += 3 * 3_600_000;
    expect((await server.testApp.app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(404);

    const mail = expectContent(await server.client.get(emailOutboxEndpoint.path, { to: 'Finance@Example.com' }, { ip: '127.0.0.1' }), emailOutboxEndpoint);
    expect(mail).toMatchObject({ to: 'finance@example.com', attachments: [{ filename: `invoice-${info.invoice?.number}.pdf`, contentType: 'application/pdf', size: download.rawPayload.length }] });
    expect(mail.subject).toContain(info.invoice?.number);
    expect(mail.text).toContain(orderId);
    expectFailure(await server.client.get(emailOutboxEndpoint.path, { to: 'finance@example.com' }, { ip: '203.0.113.9' }), 404, 'this API does not exist');
  });

  it('makes one invoice per order: a second request is refused and the first stays', async () => {
    const orderId = await completedOrder('alice');
    expectContent(await post('alice', { orderId, titleKind: 'personal', title: '张三', email: 'zhang@example.com', creditCode: '91350100M000100Y43' }), requestInvoiceEndpoint);
    expectFailure(await post('alice', { orderId, ...COMPANY }), 200, 'an invoice has already been requested for this order');
    const rows = await db().selectFrom('invoice').select(['title_kind', 'credit_code']).where('order_id', '=', orderId).execute();
    // A personal title keeps no credit code, whatever was sent.
    expect(rows).toEqual([{ title_kind: 'personal', credit_code: null }]);
  });

  it.each([
    ['a company without a code', { creditCode: '' }, 'please enter the company’s unified social credit code'],
    ['a code whose check character is wrong', { creditCode: '91350100M000100Y44' }, 'the unified social credit code is not valid, please check it'],
    ['a code of 17 characters', { creditCode: '91350100M000100Y4' }, 'the unified social credit code is not valid, please check it'],
    ['an email that is not one', { email: 'finance@' }, 'please enter a valid email address for the invoice'],
    ['no title', { title: '  ' }, 'invalid parameter: title'],
    ['an unknown title kind', { titleKind: 'government' }, 'invalid parameter: titleKind'],
    ['a bank account with letters', { bankAccount: '6222 02AB' }, 'invalid parameter: bankAccount'],
  ])('refuses %s, writing nothing', async (_name, change, message) => {
    const orderId = await completedOrder('alice');
    expectFailure(await post('alice', { orderId, ...COMPANY, ...change }), 200, message);
    expect(await db().selectFrom('invoice').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('answers in Chinese when asked', async () => {
    const orderId = await completedOrder('alice');
    const response = await server.client.post(requestInvoiceEndpoint.path, { orderId, ...COMPANY, creditCode: '91350100M000100Y44' }, { headers: { ...userHeaders(server.sessions.alice), 'accept-language': 'zh-CN' } });
    expect(response.json()).toEqual({ status: 0, errorMsg: '统一社会信用代码有误，请核对', errorCode: 'invoiceCreditCodeInvalid' });
  });

  it('is only for the order’s traveller, with a session', async () => {
    const orderId = await completedOrder('alice');
    const before = await invoiceCount();
    expectFailure(await post('bob', { orderId, ...COMPANY }), 200, 'order not found');
    expectFailure(await get('bob', orderId), 200, 'order not found');
    expectFailure(await server.client.post(requestInvoiceEndpoint.path, { orderId, ...COMPANY }), 401, 'token has expired, please log in again');
    expect(await invoiceCount()).toBe(before);
  });

  it.each([
    ['booked', { storeStatus: ORDER_STORE_STATUS.booked }, 'notCompleted', 'an invoice can be requested once the luggage has been picked up'],
    ['in store', { storeStatus: ORDER_STORE_STATUS.stored }, 'notCompleted', 'an invoice can be requested once the luggage has been picked up'],
    ['free of charge', { amount: 0 }, 'nothingPaid', 'nothing was paid for this order, so there is nothing to invoice'],
  ] as const)('refuses an order %s, and GET says why', async (_name, facts, refusal, message) => {
    const orderId = await completedOrder('alice', facts);
    expect(expectContent(await get('alice', orderId), invoiceInfoEndpoint).refusal).toBe(refusal);
    expectFailure(await post('alice', { orderId, ...COMPANY }), 200, message);
    expect(await db().selectFrom('invoice').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('voids (red-letter) the invoice when the order or one of its supplements is refunded afterwards', async () => {
    for (const refundOf of ['booking', 'supplement'] as const) {
      const orderId = await completedOrder('alice');
      const extension = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-03', units: 1, userId: server.sessions.alice.userId, payAmount: 500 });
      await db().updateTable('user_order').set({ delay_id: orderId, supplement: 'extension' }).where('id', '=', extension).execute();
      const extensionPayment = await insertPayment(extension, 500);
      expectContent(await post('alice', { orderId, ...COMPANY }), requestInvoiceEndpoint);
      const refunded = refundOf === 'booking' ? orderId : extension;
      const paymentId = refundOf === 'booking' ? (await db().selectFrom('payment').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id : extensionPayment;
      server.now += 60_000;
      await db().transaction().execute((trx) => startRefund(trx, { orderId: refunded, paymentId, amount: 500, reason: 'application', now: server.now }));
      const { invoice } = expectContent(await get('alice', orderId), invoiceInfoEndpoint);
      expect(invoice).toMatchObject({ state: 'voided', voidReason: 'refund', voidedAt: new Date(server.now).toISOString() });
      expect(invoice?.number).not.toBeNull();
      expectFailure(await post('alice', { orderId, ...COMPANY }), 200, 'an invoice has already been requested for this order');
    }
  });

  it('keeps the invoice when the refunded payment arrived after it was asked for (a late payment of a lapsed extension)', async () => {
    const orderId = await completedOrder('alice');
    expectContent(await post('alice', { orderId, ...COMPANY }), requestInvoiceEndpoint);
    const extension = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-03', units: 1, userId: server.sessions.alice.userId, payAmount: 500, status: 'lapsed' });
    await db().updateTable('user_order').set({ delay_id: orderId, supplement: 'extension' }).where('id', '=', extension).execute();
    server.now += 60_000;
    const latePayment = await insertPayment(extension, 500);
    await db().transaction().execute((trx) => startRefund(trx, { orderId: extension, paymentId: latePayment, amount: 500, reason: 'lapsed', now: server.now }));
    expect(expectContent(await get('alice', orderId), invoiceInfoEndpoint).invoice).toMatchObject({ state: 'issued', voidedAt: null });
  });
});

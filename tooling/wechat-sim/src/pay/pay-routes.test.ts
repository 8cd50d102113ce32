import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsapiOrder, keys, paySheet, platformSigned, readNotification, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
let openid = '';
beforeEach(() => {
  fixture = simFixture();
  openid = fixture.sim.issueCode().openid;
});
afterEach(async () => {
  await fixture.sim.app.close();
});

const order = async (overrides: Record<string, unknown> = {}) => {
  const body = jsapiOrder(openid, overrides);
  const response = await fixture.pay('POST', '/v3/pay/transactions/jsapi', body);
  return { body, response, prepayId: (response.json() as { prepay_id?: string }).prepay_id ?? '' };
};
const queryUrl = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${keys.mchId}`;
const paidOrder = async () => {
  const placed = await order();
  expect(fixture.sim.confirmPayment(paySheet(placed.prepayId))).toMatchObject({ ok: true });
  return placed;
};

describe('signing', () => {
  it('signs every answer with the platform key over the exact body, errors included', async () => {
    const { response } = await order();
    expect(response.statusCode).toBe(200);
    expect(response.headers['wechatpay-timestamp']).toBe(String(fixture.clock.now / 1000));
    expect(platformSigned(response)).toBe(true);
    expect(platformSigned({ ...response, body: response.body.replace('wx', 'wy') } as typeof response)).toBe(false);

    const refused = await fixture.pay('POST', '/v3/pay/transactions/jsapi', jsapiOrder(openid, { description: '' }));
    expect(refused.statusCode).toBe(400);
    expect(platformSigned(refused)).toBe(true);
  });

  it.each([
    ['signed by another key', { key: generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey }],
    ['another mchid', { mchid: '1900000001' }],
    ['another serial_no', { serial: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C' }],
    ['a timestamp 6 minutes old', { timestamp: Math.floor(Date.UTC(2025, 2, 1, 3, 54) / 1000) }],
  ])('answers a request %s with 401 SIGN_ERROR and does nothing', async (_case, tweak) => {
    const response = await fixture.pay('POST', '/v3/pay/transactions/jsapi', jsapiOrder(openid), tweak);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_ERROR', message: expect.any(String) });
    expect(platformSigned(response)).toBe(true);
    expect(fixture.sim.stats()).toMatchObject({ trades: 0, refused: { 'POST /v3/pay/transactions/jsapi': 1 } });
  });

  it('refuses a signature over another body, another query, or without the quoted header format', async () => {
    const body = JSON.stringify(jsapiOrder(openid));
    const tampered = await fixture.sim.app.inject({
      method: 'POST',
      url: '/v3/pay/transactions/jsapi',
      headers: { authorization: fixture.authorization('POST', '/v3/pay/transactions/jsapi', body), 'content-type': 'application/json' },
      payload: body.replace('3200', '1'),
    });
    expect(tampered.statusCode).toBe(401);

    const signedWithoutQuery = await fixture.sim.app.inject({
      method: 'GET',
      url: queryUrl('0123456789'),
      headers: { authorization: fixture.authorization('GET', '/v3/pay/transactions/out-trade-no/0123456789', '') },
    });
    expect(signedWithoutQuery.statusCode).toBe(401);

    const unquoted = fixture.authorization('GET', queryUrl('0123456789'), '').replace(/"/g, '');
    expect((await fixture.sim.app.inject({ method: 'GET', url: queryUrl('0123456789'), headers: { authorization: unquoted } })).statusCode).toBe(401);
    expect((await fixture.sim.app.inject({ method: 'GET', url: queryUrl('0123456789') })).json()).toMatchObject({ code: 'SIGN_ERROR' });
  });
});

describe('JSAPI order', () => {
  it('answers a prepay_id and the same one for the same order again', async () => {
    const first = await order();
    expect(first.prepayId).toMatch(/^wx20250301120000[0-9a-f]{20}$/);
    const again = await fixture.pay('POST', '/v3/pay/transactions/jsapi', first.body);
    expect(again.json()).toEqual({ prepay_id: first.prepayId });
    expect(fixture.sim.trade(first.body.out_trade_no)).toMatchObject({ state: 'NOTPAY', total: 3200, openid, description: '行李寄存订单 7', timeExpire: '2025-03-01T12:15:00+08:00' });
    expect(fixture.sim.stats().trades).toBe(1);
  });

  it('refuses another order under a used out_trade_no, and any order once paid or closed', async () => {
    const first = await order();
    const other = await fixture.pay('POST', '/v3/pay/transactions/jsapi', { ...first.body, amount: { total: 100, currency: 'CNY' } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'INVALID_REQUEST', message: '201 商户订单号重复' });

    fixture.sim.confirmPayment(paySheet(first.prepayId));
    const paid = await fixture.pay('POST', '/v3/pay/transactions/jsapi', first.body);
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({ code: 'ORDERPAID' });

    const closing = await order();
    expect((await fixture.pay('POST', `/v3/pay/transactions/out-trade-no/${closing.body.out_trade_no}/close`, { mchid: keys.mchId })).statusCode).toBe(204);
    expect((await fixture.pay('POST', '/v3/pay/transactions/jsapi', closing.body)).json()).toMatchObject({ code: 'ORDER_CLOSED' });
  });

  it.each([
    ['no description', { description: undefined }, 'description'],
    ['an amount of 0', { amount: { total: 0, currency: 'CNY' } }, 'amount/total'],
    ['a currency other than CNY', { amount: { total: 100, currency: 'USD' } }, 'amount/currency'],
    ['an http notify_url to another machine', { notify_url: 'http://luggage.example.com/notify' }, 'notify_url'],
    ['a notify_url with a query', { notify_url: 'https://luggage.example.com/notify?order=1' }, 'notify_url'],
    ['a 5-character out_trade_no', { out_trade_no: 'ab123' }, 'out_trade_no'],
    ['a time_expire that is not RFC 3339', { time_expire: '2025-03-01 12:15:00' }, 'time_expire'],
    ['no payer', { payer: undefined }, 'payer'],
  ])('answers %s with 400 PARAM_ERROR naming the field', async (_case, overrides, field) => {
    const { response } = await order(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PARAM_ERROR', detail: { field } });
    expect(fixture.sim.stats().trades).toBe(0);
  });

  it('takes an http notify_url to this machine (a test server), as WeChat takes http on a private line', async () => {
    const { response } = await order({ notify_url: 'http://127.0.0.1:3100/api/pay/notify/wechat/' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses another appid and an openid this account never gave out', async () => {
    expect((await order({ appid: 'wx0000000000000000' })).response.json()).toMatchObject({ code: 'APPID_MCHID_NOT_MATCH' });
    expect((await order({ payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } })).response.json()).toMatchObject({ code: 'OPENID_MISMATCH' });
    const notJson = await fixture.sim.app.inject({
      method: 'POST',
      url: '/v3/pay/transactions/jsapi',
      headers: { authorization: fixture.authorization('POST', '/v3/pay/transactions/jsapi', '{'), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.json()).toMatchObject({ code: 'PARAM_ERROR' });
  });
});

describe('query and close', () => {
  it('describes an unpaid trade, then the paid one with its transaction', async () => {
    const { body, prepayId } = await order();
    const unpaid = await fixture.pay('GET', queryUrl(body.out_trade_no));
    expect(platformSigned(unpaid)).toBe(true);
    expect(unpaid.json()).toEqual({
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: body.out_trade_no,
      trade_state: 'NOTPAY',
      trade_state_desc: '订单未支付',
      amount: { total: 3200, currency: 'CNY', payer_currency: 'CNY' },
    });

    fixture.clock.now += 90_000;
    const outcome = fixture.sim.confirmPayment(paySheet(prepayId));
    if (!outcome.ok) throw new Error(outcome.reason);
    const paid = await fixture.pay('GET', queryUrl(body.out_trade_no));
    expect(paid.json()).toEqual({
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: body.out_trade_no,
      transaction_id: outcome.transactionId,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: '2025-03-01T12:01:30+08:00',
      payer: { openid },
      amount: { total: 3200, payer_total: 3200, currency: 'CNY', payer_currency: 'CNY' },
    });
    expect(outcome.transactionId).toMatch(/^4200\d{24}$/);
    const byId = await fixture.pay('GET', `/v3/pay/transactions/id/${outcome.transactionId}?mchid=${keys.mchId}`);
    expect(byId.json()).toEqual(paid.json());
  });

  it('answers 404 ORDER_NOT_EXIST for an unknown trade and 400 for another mchid', async () => {
    const unknown = await fixture.pay('GET', queryUrl('fedcba9876543210'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_EXIST' });
    expect(platformSigned(unknown)).toBe(true);
    expect((await fixture.pay('GET', '/v3/pay/transactions/out-trade-no/fedcba9876543210?mchid=1900000001')).statusCode).toBe(400);
  });

  it('closes an unpaid trade (204, signed empty body) so it cannot be paid; a paid one is ORDERPAID', async () => {
    const { body, prepayId } = await order();
    const closed = await fixture.pay('POST', `/v3/pay/transactions/out-trade-no/${body.out_trade_no}/close`, { mchid: keys.mchId });
    expect(closed.statusCode).toBe(204);
    expect(closed.body).toBe('');
    expect(platformSigned(closed)).toBe(true);
    expect((await fixture.pay('GET', queryUrl(body.out_trade_no))).json()).toMatchObject({ trade_state: 'CLOSED', trade_state_desc: '订单已关闭' });
    expect(fixture.sim.confirmPayment(paySheet(prepayId))).toEqual({ ok: false, reason: 'the trade is CLOSED' });

    const paid = await paidOrder();
    expect((await fixture.pay('POST', `/v3/pay/transactions/out-trade-no/${paid.body.out_trade_no}/close`, { mchid: keys.mchId })).json()).toMatchObject({ code: 'ORDERPAID' });
  });
});

describe('refunds', () => {
  const refund = (outTradeNo: string, outRefundNo: string, amount: number, total = 3200) =>
    fixture.pay('POST', '/v3/refund/domestic/refunds', { out_trade_no: outTradeNo, out_refund_no: outRefundNo, amount: { refund: amount, total, currency: 'CNY' } });

  it('refunds a paid trade once per out_refund_no and never beyond what was paid', async () => {
    const { body } = await paidOrder();
    const first = await refund(body.out_trade_no, 'r1', 1200);
    expect(first.statusCode).toBe(200);
    expect(platformSigned(first)).toBe(true);
    const answer = first.json() as { refund_id: string };
    expect(answer).toMatchObject({
      refund_id: expect.stringMatching(/^50\d{27}$/),
      out_refund_no: 'r1',
      out_trade_no: body.out_trade_no,
      transaction_id: expect.stringMatching(/^4200/),
      status: 'SUCCESS',
      amount: { total: 3200, refund: 1200, payer_refund: 1200, currency: 'CNY' },
    });

    const repeated = await refund(body.out_trade_no, 'r1', 1200);
    expect(repeated.json()).toEqual(answer);
    expect(fixture.sim.trade(body.out_trade_no)).toMatchObject({ refunded: 1200, state: 'REFUND' });
    expect((await refund(body.out_trade_no, 'r1', 1300)).json()).toMatchObject({ code: 'INVALID_REQUEST' });

    const tooMuch = await refund(body.out_trade_no, 'r2', 2001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    expect((await refund(body.out_trade_no, 'r2', 2000)).json()).toMatchObject({ status: 'SUCCESS' });
    expect(fixture.sim.trade(body.out_trade_no)).toMatchObject({ refunded: 3200 });
    expect(fixture.sim.stats().refunds).toBe(2);
    expect((await fixture.pay('GET', queryUrl(body.out_trade_no))).json()).toMatchObject({ trade_state: 'REFUND', trade_state_desc: '转入退款' });
    expect((await fixture.pay('GET', '/v3/refund/domestic/refunds/r1')).json()).toEqual(answer);
  });

  it('refuses an unpaid trade, an unknown one, and a total that is not the trade’s', async () => {
    const { body } = await order();
    const unpaid = await refund(body.out_trade_no, 'r1', 100);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await refund('fedcba9876543210', 'r2', 100)).statusCode).toBe(404);
    const paid = await paidOrder();
    expect((await refund(paid.body.out_trade_no, 'r3', 100, 3000)).json()).toMatchObject({ code: 'PARAM_ERROR' });
    expect((await fixture.pay('POST', '/v3/refund/domestic/refunds', { out_refund_no: 'r4', amount: { refund: 1, total: 3200, currency: 'CNY' } })).json()).toMatchObject({ code: 'PARAM_ERROR' });
    expect(fixture.sim.stats().refunds).toBe(0);
  });
});

const NOTIFY_URL = 'https://luggage.example.com/api/pay/transfer-notify/wechat/';
const TRANSFERS = '/v3/fund-app/mch-transfer/transfer-bills';
const transferBody = (overrides: Record<string, unknown> = {}) => ({
  appid: keys.appId,
  out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  transfer_scene_id: '1000',
  openid,
  transfer_amount: 500,
  transfer_remark: '推广奖励提现',
  notify_url: NOTIFY_URL,
  user_recv_perception: '现金奖励',
  transfer_scene_report_infos: [
    { info_type: '活动名称', info_content: '推广奖励' },
    { info_type: '奖励说明', info_content: '好友寄存订单完成奖励' },
  ],
  ...overrides,
});
const billQueryUrl = (outBillNo: string) => `${TRANSFERS}/out-bill-no/${outBillNo}`;

describe('transfer to balance (商家转账)', () => {
  it('creates a bill waiting for the user, answers the same bill for the same out_bill_no, and refuses other figures under it', async () => {
    const created = await fixture.pay('POST', TRANSFERS, transferBody());
    expect(created.statusCode).toBe(200);
    expect(platformSigned(created)).toBe(true);
    const bill = created.json() as Record<string, string>;
    expect(bill).toEqual({
      out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      transfer_bill_no: expect.stringMatching(/^\d{28}$/),
      create_time: '2025-03-01T12:00:00+08:00',
      state: 'WAIT_USER_CONFIRM',
      package_info: expect.any(String),
    });
    expect((await fixture.pay('POST', TRANSFERS, transferBody())).json()).toEqual(bill);
    const other = await fixture.pay('POST', TRANSFERS, transferBody({ transfer_amount: 501 }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect(fixture.sim.transferBill(bill.out_bill_no ?? '')).toMatchObject({ amount: 500, state: 'WAIT_USER_CONFIRM' });
  });

  it('checks the signature, the appid, the openid and the fields', async () => {
    expect((await fixture.pay('POST', TRANSFERS, transferBody(), { mchid: '1900000001' })).statusCode).toBe(401);
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ appid: 'wx0000000000000000' }))).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ openid: 'o-never-issued-by-this-account' }))).json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const noScene = await fixture.pay('POST', TRANSFERS, transferBody({ transfer_scene_report_infos: [] }));
    expect(noScene.json()).toMatchObject({ code: 'PARAM_ERROR', detail: { field: 'transfer_scene_report_infos' } });
    expect((await fixture.pay('POST', TRANSFERS, transferBody({ transfer_amount: 9 }))).json()).toMatchObject({ code: 'PARAM_ERROR' });
    expect(fixture.sim.transferBill('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBeUndefined();
  });

  it('answers the bill by out_bill_no, 404 NOT_FOUND for an unknown one', async () => {
    await fixture.pay('POST', TRANSFERS, transferBody());
    const found = await fixture.pay('GET', billQueryUrl('a1b2c3d4e5f60718293a4b5c6d7e8f90'));
    expect(found.json()).toMatchObject({ mch_id: keys.mchId, appid: keys.appId, openid, state: 'WAIT_USER_CONFIRM', transfer_amount: 500 });
    const missing = await fixture.pay('GET', billQueryUrl('ffffffffffffffffffffffffffffffff'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('posts MCHTRANSFER.BILL.FINISHED once final, signed and sealed, and again on request with the same id', async () => {
    await fixture.pay('POST', TRANSFERS, transferBody());
    fixture.clock.now += 60_000;
    const finish = await fixture.sim.app.inject({
      method: 'POST',
      url: '/sim/transfer/finish',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outBillNo: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', state: 'FAIL', failReason: 'ACCOUNT_FROZEN' }),
    });
    expect(finish.json()).toEqual({ ok: true });
    expect(fixture.sim.finishTransfer('a1b2c3d4e5f60718293a4b5c6d7e8f90', 'SUCCESS')).toBe(false);
    await fixture.sim.settled();
    const [notification] = fixture.receiver.received;
    if (!notification) throw new Error('no notification was sent');
    expect(notification.url).toBe(NOTIFY_URL);
    const read = readNotification(notification);
    expect(read.signed).toBe(true);
    expect(read.envelope).toMatchObject({ event_type: 'MCHTRANSFER.BILL.FINISHED', resource: { original_type: 'mch_payment', associated_data: 'mch_payment' } });
    expect(read.transaction).toMatchObject({ out_bill_no: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', state: 'FAIL', fail_reason: 'ACCOUNT_FROZEN', transfer_amount: 500, openid, update_time: '2025-03-01T12:01:00+08:00' });

    const again = await fixture.sim.app.inject({
      method: 'POST',
      url: '/sim/transfer/notify-again',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ outBillNo: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', times: 3 }),
    });
    expect(again.json()).toEqual({ ok: true });
    await fixture.sim.settled();
    expect(new Set(fixture.receiver.received.map((received) => readNotification(received).envelope.id)).size).toBe(1);
    expect(fixture.receiver.received).toHaveLength(4);
    expect((await fixture.pay('GET', billQueryUrl('a1b2c3d4e5f60718293a4b5c6d7e8f90'))).json()).toMatchObject({ state: 'FAIL', fail_reason: 'ACCOUNT_FROZEN' });
  });
});

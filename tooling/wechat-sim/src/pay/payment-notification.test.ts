import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsapiOrder, keys, notificationReceiver, paySheet, readNotification, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
beforeEach(() => {
  fixture = simFixture();
});
afterEach(async () => {
  await fixture.sim.app.close();
});

/** Places an order for a new WeChat user of `current`, answering its prepay id. */
async function placeOrder(current: ReturnType<typeof simFixture> = fixture, overrides: Record<string, unknown> = {}) {
  const { openid } = current.sim.issueCode();
  const body = jsapiOrder(openid, overrides);
  const response = await current.pay('POST', '/v3/pay/transactions/jsapi', body);
  return { openid, outTradeNo: body.out_trade_no, prepayId: (response.json() as { prepay_id: string }).prepay_id };
}

const confirm = (sheet: Record<string, string>, cookie?: string) =>
  fixture.sim.app.inject({
    method: 'POST',
    url: '/sim/pay/confirm',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3100', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(sheet),
  });

describe('paying through the sheet', () => {
  it('marks the trade paid and posts TRANSACTION.SUCCESS, signed by the platform and sealed with the APIv3 key', async () => {
    const { outTradeNo, prepayId, openid } = await placeOrder();
    fixture.clock.now += 30_000;
    const response = await confirm(paySheet(prepayId), `wxsim_openid=${openid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, transactionId: expect.stringMatching(/^4200\d{24}$/) });
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3100');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    await fixture.sim.settled();

    const [notification] = fixture.receiver.received;
    if (!notification) throw new Error('no notification');
    expect(notification.url).toBe('https://luggage.example.com/api/pay/notify/wechat/');
    expect(notification.headers).toMatchObject({
      'content-type': 'application/json',
      'wechatpay-timestamp': String(fixture.clock.now / 1000),
      'wechatpay-nonce': expect.stringMatching(/^[0-9a-f]{32}$/),
      'wechatpay-serial': keys.platformSerialNo,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    });
    const { signed, envelope, transaction } = readNotification(notification);
    expect(signed).toBe(true);
    expect(envelope).toEqual({
      id: expect.stringMatching(/^EV-\d{19}$/),
      create_time: '2025-03-01T12:00:30+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: expect.any(String), associated_data: 'transaction', nonce: expect.stringMatching(/^.{12}$/) },
    });
    expect(transaction).toEqual({
      appid: keys.appId,
      mchid: keys.mchId,
      out_trade_no: outTradeNo,
      transaction_id: (response.json() as { transactionId: string }).transactionId,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: '2025-03-01T12:00:30+08:00',
      payer: { openid },
      amount: { total: 3200, payer_total: 3200, currency: 'CNY', payer_currency: 'CNY' },
    });
    expect(fixture.sim.stats()).toMatchObject({ paidTrades: 1, notifications: { attempts: 1, acknowledged: 1 }, calls: { 'POST /sim/pay/confirm': 1 } });
    expect(fixture.sim.trade(outTradeNo)).toMatchObject({ state: 'SUCCESS', notificationId: envelope.id });
  });

  it.each([
    ['a paySign by another key', (sheet: Record<string, string>) => ({ ...sheet, paySign: paySheet('x', keys.platformPrivateKey).paySign }), 'paySign does not verify'],
    ['a changed package', (sheet: Record<string, string>) => ({ ...sheet, package: 'prepay_id=wx2025' }), 'paySign does not verify'],
    ['signType MD5', (sheet: Record<string, string>) => ({ ...sheet, signType: 'MD5' }), 'signType must be RSA'],
    ['another appId', (sheet: Record<string, string>) => ({ ...sheet, appId: 'wx0000000000000000' }), 'unknown appId'],
    ['no paySign', ({ paySign: _paySign, ...sheet }: Record<string, string>) => sheet, 'missing'],
  ])('refuses %s: HTTP 400, the trade stays unpaid, nothing is sent', async (_case, change, reason) => {
    const { outTradeNo, prepayId } = await placeOrder();
    const response = await confirm(change(paySheet(prepayId)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, reason: expect.stringContaining(reason) });
    await fixture.sim.settled();
    expect(fixture.sim.trade(outTradeNo)).toMatchObject({ state: 'NOTPAY', transactionId: null });
    expect(fixture.receiver.received).toHaveLength(0);
    expect(fixture.sim.stats().refused['POST /sim/pay/confirm']).toBe(1);
  });

  it('refuses a browser whose WeChat user is not the order’s payer, a paid trade, and a trade past time_expire', async () => {
    const { prepayId } = await placeOrder();
    const other = fixture.sim.issueCode().openid;
    expect((await confirm(paySheet(prepayId), `wxsim_openid=${other}`)).json()).toMatchObject({ ok: false, reason: expect.stringContaining('another payer') });
    expect((await confirm(paySheet(prepayId))).json()).toMatchObject({ ok: true });
    expect((await confirm(paySheet(prepayId))).json()).toEqual({ ok: false, reason: 'the trade is SUCCESS' });

    const late = await placeOrder(fixture, { time_expire: '2025-03-01T12:15:00+08:00' });
    fixture.clock.now += 15 * 60_000 + 1000;
    expect((await confirm(paySheet(late.prepayId))).json()).toEqual({ ok: false, reason: 'the trade is past its time_expire' });
  });

  it('answers the CORS preflight of the bridge and tells the sheet what is paid', async () => {
    const preflight = await fixture.sim.app.inject({
      method: 'OPTIONS',
      url: '/sim/pay/confirm',
      headers: { origin: 'http://127.0.0.1:3100', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'http://127.0.0.1:3100',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type',
    });
    const { prepayId } = await placeOrder();
    const sheet = await fixture.sim.app.inject({ method: 'GET', url: `/sim/pay/sheet?package=prepay_id%3D${prepayId}` });
    expect(sheet.json()).toEqual({ description: '行李寄存订单 7', total: 3200, currency: 'CNY' });
    expect((await fixture.sim.app.inject({ method: 'GET', url: '/sim/pay/sheet?package=prepay_id%3Dwx1' })).statusCode).toBe(404);
  });
});

describe('delivery', () => {
  it('retries after each delay until the receiver answers 200 or 204, the same notification each time', async () => {
    const receiver = notificationReceiver([500, 'network', 404, 204]);
    fixture = simFixture({ fetch: receiver.fetch, notifyRetryDelaysMs: [5, 5, 5, 5] });
    const { outTradeNo, prepayId } = await placeOrder(fixture);
    fixture.sim.confirmPayment(paySheet(prepayId));
    await fixture.sim.settled();

    expect(receiver.received).toHaveLength(4);
    const ids = receiver.received.map((notification) => readNotification(notification).envelope.id);
    expect(new Set(ids).size).toBe(1);
    expect(receiver.received.every((notification) => readNotification(notification).signed)).toBe(true);
    const { deliveries, ...counts } = fixture.sim.stats().notifications;
    expect(counts).toEqual({ attempts: 4, acknowledged: 1 });
    expect(deliveries.map(({ attempt, status, acknowledged }) => ({ attempt, status, acknowledged }))).toEqual([
      { attempt: 1, status: 500, acknowledged: false },
      { attempt: 2, status: null, acknowledged: false },
      { attempt: 3, status: 404, acknowledged: false },
      { attempt: 4, status: 204, acknowledged: true },
    ]);
    expect(deliveries[1]).toMatchObject({ outTradeNo, notificationId: ids[0], answer: 'fetch failed' });
  });

  it('gives up after the last delay', async () => {
    const receiver = notificationReceiver([500, 500, 500, 500]);
    fixture = simFixture({ fetch: receiver.fetch, notifyRetryDelaysMs: [1, 1] });
    const { prepayId } = await placeOrder(fixture);
    fixture.sim.confirmPayment(paySheet(prepayId));
    await fixture.sim.settled();
    expect(receiver.received).toHaveLength(3);
    expect(fixture.sim.stats().notifications).toMatchObject({ attempts: 3, acknowledged: 0 });
  });

  it('sends the same notification again on notify-again, and says when there is none', async () => {
    const { outTradeNo, prepayId } = await placeOrder();
    fixture.sim.confirmPayment(paySheet(prepayId));
    await fixture.sim.settled();
    const again = await fixture.sim.app.inject({ method: 'POST', url: '/sim/pay/notify-again', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ outTradeNo }) });
    expect(again.json()).toEqual({ ok: true });
    await fixture.sim.settled();
    const [first, second] = fixture.receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(readNotification(second ?? { url: '', headers: {}, body: '' }).signed).toBe(true);

    const unpaid = await placeOrder();
    expect(fixture.sim.notifyAgain(unpaid.outTradeNo)).toBe(false);
    const unknown = await fixture.sim.app.inject({ method: 'POST', url: '/sim/pay/notify-again', headers: { 'content-type': 'application/json' }, payload: '{"outTradeNo":"nope"}' });
    expect(unknown.statusCode).toBe(404);
  });

  it('posts to notifyOrigin with notify_url’s path when one is set', async () => {
    const receiver = notificationReceiver([]);
    fixture = simFixture({ fetch: receiver.fetch, notifyOrigin: 'http://127.0.0.1:3100' });
    const { prepayId } = await placeOrder(fixture);
    fixture.sim.confirmPayment(paySheet(prepayId));
    await fixture.sim.settled();
    expect(receiver.received.map((notification) => notification.url)).toEqual(['http://127.0.0.1:3100/api/pay/notify/wechat/']);
  });

  it('stops pending retries on reset', async () => {
    const receiver = notificationReceiver([500, 500]);
    fixture = simFixture({ fetch: receiver.fetch, notifyRetryDelaysMs: [60_000] });
    const { prepayId } = await placeOrder(fixture);
    fixture.sim.confirmPayment(paySheet(prepayId));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fixture.sim.reset();
    await fixture.sim.settled();
    expect(receiver.received).toHaveLength(1);
    expect(fixture.sim.stats()).toMatchObject({ trades: 0, notifications: { attempts: 0 } });
  });
});

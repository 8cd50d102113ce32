import { cancelOrderEndpoint, payInfoEndpoint, payNotifyEndpoint, payResultEndpoint, wechatOpenidEndpoint, wechatQrcodeEndpoint, wxTicketEndpoint } from '@luggage/api/contract';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleOwedRefunds } from '../../services/payment/settle-owed-refunds';
import { createPaymentProvider } from '../../services/payment/create-payment-provider';
import { userHeaders } from '../../test/login-client';
import { signedGet } from '../../test/signed-request';
import { createSimulatedWechat } from '../../test/simulated-wechat';
import { markTestVerified } from '../../test/mark-test-verified';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient } from '../pay/pay-test-client';

// The server's real WeChat adapters (official account and WeChat Pay) against the WeChat simulator.
const wechat = createSimulatedWechat({ clock: () => server.now, server: () => server.testApp.app });
const server = useTravellersTestApp(
  { alice: '13900000041', bob: '13900000042' },
  {
    deps: { config: { wxMiniprogramLink: null, ...wechat.config }, fetch: wechat.fetch },
    client: (app, clock) => createPayTestClient(app, clock),
  },
);
const { sessions } = server;
const db = () => server.testApp.database.db;
const get = (path: string, params: Record<string, string>, session?: { userId: string; userToken: string }) =>
  server.testApp.app.inject(signedGet(path, params, { timestamp: server.now, headers: session ? userHeaders(session) : {} }));
const { sim } = wechat;

describe('authorisation through WeChat (simulated)', () => {
  it('exchanges a code once: WeChat’s “code been used” is the expired-authorisation refusal', async () => {
    const { code, openid } = sim.issueCode();
    expect(expectContent(await get(wechatOpenidEndpoint.path, { code }, sessions.alice), wechatOpenidEndpoint)).toEqual({ openid });
    expectFailure(await get(wechatOpenidEndpoint.path, { code }, sessions.alice), 200, 'the WeChat authorisation has expired, please try again');
    expect(sim.stats().calls['GET /sns/oauth2/access_token']).toBe(2);
    expect(await db().selectFrom('wechat_binding').select('openid').where('user_id', '=', sessions.alice.userId).execute()).toEqual([{ openid }]);
  });

  it('refuses the WeChat account of another traveller', async () => {
    const bound = await db().selectFrom('wechat_binding').select('openid').where('user_id', '=', sessions.alice.userId).executeTakeFirstOrThrow();
    const { code } = sim.issueCode(bound.openid);
    expectFailure(await get(wechatOpenidEndpoint.path, { code }, sessions.bob), 200, 'this WeChat account is linked to another phone number; log in with that number to pay in WeChat');
  });
});

describe('the JS-SDK ticket (simulated WeChat)', () => {
  const expireCache = () => db().updateTable('wechat_credential').set({ expires_at: new Date(0) }).execute();
  const ticketFor = async (url: string) => expectContent(await get(wxTicketEndpoint.path, { url }), wxTicketEndpoint);

  it('20 parallel requests with an expired cache renew the token and the ticket once, and each signature verifies', async () => {
    await ticketFor('https://luggage.example.com/');
    await expireCache();
    const before = sim.stats();
    const configs = await Promise.all(Array.from({ length: 20 }, (_, index) => ticketFor(`https://luggage.example.com/?n=${index}#/shop/1`)));
    const after = sim.stats();
    expect(after.accessTokensIssued - before.accessTokensIssued).toBe(1);
    expect(after.jsapiTicketsIssued - before.jsapiTicketsIssued).toBe(1);
    const ticket = await db().selectFrom('wechat_credential').select('value').where('kind', '=', 'jsapi_ticket').executeTakeFirstOrThrow();
    configs.forEach((config, index) => {
      const text = `jsapi_ticket=${ticket.value}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=https://luggage.example.com/?n=${index}`;
      expect(config.signature).toBe(createHash('sha1').update(text).digest('hex'));
    });
    // Cached: no call at all.
    await ticketFor('https://luggage.example.com/again');
    expect(sim.stats().jsapiTicketsIssued).toBe(after.jsapiTicketsIssued);
  });

  it('renews a token WeChat refuses before its time, once, and goes on', async () => {
    await ticketFor('https://luggage.example.com/');
    sim.expireCredentials();
    await db().updateTable('wechat_credential').set({ expires_at: new Date(0) }).where('kind', '=', 'jsapi_ticket').execute();
    const before = sim.stats();
    await ticketFor('https://luggage.example.com/');
    expect(sim.stats().refused['GET /cgi-bin/ticket/getticket'] - before.refused['GET /cgi-bin/ticket/getticket']).toBe(1);
    expect(sim.stats().accessTokensIssued - before.accessTokensIssued).toBe(1);
    expect(sim.stats().jsapiTicketsIssued - before.jsapiTicketsIssued).toBe(1);
  });
});

describe('the promotion QR inside WeChat (simulated)', () => {
  beforeAll(() => markTestVerified(db(), sessions.bob.userId));

  it('is the account’s permanent scene QR of the traveller’s code, made once', async () => {
    const first = expectContent(await get(wechatQrcodeEndpoint.path, { isWx: '1' }, sessions.bob), wechatQrcodeEndpoint);
    expectContent(await get(wechatQrcodeEndpoint.path, { isWx: '1' }, sessions.bob), wechatQrcodeEndpoint);
    const made = sim.qrCodes();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ actionName: 'QR_LIMIT_STR_SCENE', scene: `promo_${first.code}`, url: first.content });
  });
});

describe('WeChat Pay (simulated): notification, query and refund happen once', () => {
  it('pays as the bound openid; a repeated notification and the client’s pay/notify change nothing more; a cancellation refunds once', async () => {
    const client = server.client;
    const { code, openid } = sim.issueCode();
    expectContent(await get(wechatOpenidEndpoint.path, { code }, sessions.bob), wechatOpenidEndpoint);
    const order = await client.book(sessions.bob, 1, '20250302');
    const info = expectContent(await get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.bob), payInfoEndpoint);
    if (info.sheet.provider !== 'wechat') throw new Error('expected the WeChat sheet');
    const { provider: _provider, ...params } = info.sheet;
    const outTradeNo = (await db().selectFrom('payment').select('out_trade_no').where('order_id', '=', order.orderId).executeTakeFirstOrThrow()).out_trade_no;
    expect(sim.trade(outTradeNo)).toMatchObject({ openid, total: order.payAmount, state: 'NOTPAY' });

    expect(sim.confirmPayment(params, openid)).toMatchObject({ ok: true });
    await sim.settled();
    expect(sim.notifyAgain(outTradeNo)).toBe(true);
    await sim.settled();
    expect(sim.stats().notifications.deliveries.map((delivery) => delivery.status)).toEqual([204, 204]);
    expect(expectContent(await client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.bob), payNotifyEndpoint).status).toBe('paid');
    const paid = await db().selectFrom('user_order').select(['status', 'voucher_code']).where('id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    expect(await db().selectFrom('payment_notification').select('out_trade_no').where('out_trade_no', '=', outTradeNo).execute()).toHaveLength(1);
    expect(await db().selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
    expect(expectContent(await get(payResultEndpoint.path, { orderId: order.orderId }, sessions.bob), payResultEndpoint).status).toBe('paid');

    expect(expectContent(await client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'shop_closed' }, sessions.bob), cancelOrderEndpoint).status).toBe('refunded');
    expect(sim.trade(outTradeNo)).toMatchObject({ state: 'REFUND', refunded: order.payAmount });
    // The refund job finds nothing owed: WeChat is not asked again.
    const payments = createPaymentProvider({ pay: wechat.config.pay, fetch: wechat.fetch, clock: server.clock, db: db() });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(await settleOwedRefunds({ db: db(), clock: () => server.now + 10 * 60_000, payments, log })).toBe(0);
    expect(sim.stats().refunds).toBe(1);
  });
});

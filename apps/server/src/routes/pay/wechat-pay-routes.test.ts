import { cancelOrderEndpoint, payInfoEndpoint, payNotifyEndpoint, sandboxPayEndpoint } from '@luggage/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { settleOwedRefunds } from '../../services/payment/settle-owed-refunds';
import { createWechatPaymentProvider } from '../../services/payment/wechat/wechat-payment-provider';
import { createWechatTestKeys } from '../../services/payment/wechat/wechat-test-merchant';
import { bindTestOpenid } from '../../test/bind-test-openid';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createPayTestClient, paymentRows } from './pay-test-client';

const keys = createWechatTestKeys();
/** What WeChat Pay's query answers next (the test sets it). */
let queried: unknown = { code: 'ORDER_NOT_EXIST', message: '订单不存在' };
/** How WeChat Pay answers the next refund (the test sets it). */
let refundAnswer = () => keys.signedAnswer(200, { refund_id: '50000000382019052709732678859', status: 'SUCCESS' }, TEST_NOW);
/** The bodies of the JSAPI prepay requests sent to WeChat Pay. */
const sentJsapiBodies: string[] = [];
const wechatFetch: typeof fetch = (input, init) => {
  const url = String(input);
  if (url.endsWith('/v3/pay/transactions/jsapi')) sentJsapiBodies.push(String(init?.body));
  if (url.endsWith('/v3/pay/transactions/jsapi')) return Promise.resolve(keys.signedAnswer(200, { prepay_id: 'wx201410272009395522657a690389285100' }, TEST_NOW));
  if (url.endsWith('/v3/refund/domestic/refunds')) return Promise.resolve(refundAnswer());
  if (url.includes('/v3/pay/transactions/out-trade-no/')) {
    return Promise.resolve('code' in (queried as object) ? new Response(JSON.stringify(queried), { status: 404 }) : keys.signedAnswer(200, queried, TEST_NOW));
  }
  return Promise.resolve(new Response(null, { status: 500 }));
};
const server = useTravellersTestApp(
  { alice: '13900000021', bob: '13900000022' },
  {
    deps: { payments: () => createWechatPaymentProvider({ merchant: keys.merchant, fetch: wechatFetch, clock: () => TEST_NOW }) },
    // WeChat Pay is the server's provider: the client sends no sandbox notifications.
    client: (app, clock) => createPayTestClient(app, clock),
  },
);
const { sessions } = server;

const openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
const aliceOpenid = 'oAliceWeChat0000000000000000';
const outTradeNoOf = async (orderId: string) =>
  (await server.testApp.database.db.selectFrom('payment').select('out_trade_no').where('order_id', '=', orderId).executeTakeFirstOrThrow()).out_trade_no;
const deliver = (notification: { headers: Record<string, string>; body: string }) =>
  server.testApp.app.inject({ method: 'POST', url: '/api/pay/notify/wechat/', headers: notification.headers, payload: notification.body });

describe('paying with WeChat Pay (JSAPI)', () => {
  beforeAll(() => bindTestOpenid(server.testApp, sessions.alice, aliceOpenid, TEST_NOW));

  it('pays as the bound openid, answers the JSAPI sheet, and applies a verified notification once; forged ones change nothing', async () => {
    const order = await server.client.book(sessions.bob, 1, '20250303');
    // No openid bound yet: one the client makes up is not taken.
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid }, sessions.bob), 200, 'please open this page in WeChat to pay');
    await bindTestOpenid(server.testApp, sessions.bob, openid, TEST_NOW);
    expectFailure(
      await server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid: 'oAnotherWeChatUser0000000000' }, sessions.bob),
      200,
      'your WeChat account has changed, please reopen this page in WeChat',
    );
    expect(await server.testApp.database.db.selectFrom('payment').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
    const info = expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.bob), payInfoEndpoint);
    expect(JSON.parse(sentJsapiBodies.at(-1) ?? '{}')).toMatchObject({ payer: { openid } });
    expect(info.sheet).toMatchObject({ provider: 'wechat', appId: keys.merchant.appId, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    const outTradeNo = await outTradeNoOf(order.orderId);
    expect(await server.testApp.database.db.selectFrom('payment').select(['provider', 'amount']).where('out_trade_no', '=', outTradeNo).executeTakeFirst()).toEqual({
      provider: 'wechat',
      amount: order.payAmount,
    });

    const before = await paymentRows(server.testApp.database.db);
    const stale = keys.notification(keys.transaction(outTradeNo, order.payAmount), { timestamp: TEST_NOW - 10 * 60_000 });
    const wrongSerial = keys.notification(keys.transaction(outTradeNo, order.payAmount), { timestamp: TEST_NOW, serial: 'PUB_KEY_ID_0100000000000000000000' });
    for (const forged of [stale, wrongSerial]) {
      const answer = await deliver(forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await paymentRows(server.testApp.database.db)).toEqual(before);

    const real = keys.notification(keys.transaction(outTradeNo, order.payAmount), { timestamp: TEST_NOW, id: 'EV-real' });
    expect((await deliver(real)).statusCode).toBe(204);
    expect((await deliver(real)).statusCode).toBe(204);
    const paid = await server.testApp.database.db.selectFrom('user_order').select(['status', 'voucher_code']).where('id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'paid', voucher_code: expect.stringMatching(/^[0-9A-Z]{8}$/) });
    expect(await server.testApp.database.db.selectFrom('payment_notification').select(['provider', 'notification_id']).execute()).toEqual([{ provider: 'wechat', notification_id: 'EV-real' }]);
  });

  it('a verified notification of another amount than the payment’s is refunded through WeChat Pay (reason mismatch); the order stays unpaid', async () => {
    const order = await server.client.book(sessions.alice, 1, '20250307');
    expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid: aliceOpenid }, sessions.alice), payInfoEndpoint);
    const outTradeNo = await outTradeNoOf(order.orderId);
    const taken = order.payAmount - 1;
    const wrongAmount = keys.notification(keys.transaction(outTradeNo, taken, { transaction_id: '4200000000000000000000000055' }), { timestamp: TEST_NOW, id: 'EV-wrong-amount' });
    expect((await deliver(wrongAmount)).statusCode).toBe(204);
    const db = server.testApp.database.db;
    expect(await db.selectFrom('payment').select(['status', 'amount']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow()).toEqual({ status: 'succeeded', amount: taken });
    expect(await db.selectFrom('refund').select(['amount', 'reason', 'status']).where('order_id', '=', order.orderId).execute()).toEqual([{ amount: taken, reason: 'mismatch', status: 'succeeded' }]);
    expect((await db.selectFrom('user_order').select('status').where('id', '=', order.orderId).executeTakeFirstOrThrow()).status).toBe('unpaid');
  });

  it('has no sandbox sheet and no sandbox notification route', async () => {
    expectFailure(await server.client.post(sandboxPayEndpoint.path, { outTradeNo: '0123456789abcdef0123456789abcdef', outcome: 'succeeded' }, sessions.alice), 404, 'this API does not exist');
    expect((await server.testApp.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox/', payload: '{}', headers: { 'content-type': 'application/json' } })).statusCode).toBe(404);
  });

  it('pay/notify from the client asks WeChat Pay by out_trade_no', async () => {
    const order = await server.client.book(sessions.alice, 1, '20250304');
    expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid: aliceOpenid }, sessions.alice), payInfoEndpoint);
    queried = { code: 'ORDER_NOT_EXIST', message: '订单不存在' };
    expectFailure(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'no payment has been received for this order yet');
    queried = keys.transaction(await outTradeNoOf(order.orderId), order.payAmount, { transaction_id: '4200000000000000000000000099' });
    expect(expectContent(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), payNotifyEndpoint).status).toBe('paid');
  });

  it('order/cancel keeps what is owed when WeChat Pay does not take the refund: refunding, refund processing; then refunded when asked again', async () => {
    const order = await server.client.book(sessions.alice, 1, '20250305');
    expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid: aliceOpenid }, sessions.alice), payInfoEndpoint);
    const outTradeNo = await outTradeNoOf(order.orderId);
    expect((await deliver(keys.notification(keys.transaction(outTradeNo, order.payAmount, { transaction_id: '4200000000000000000000000077' }), { timestamp: TEST_NOW, id: 'EV-cancel' }))).statusCode).toBe(204);

    refundAnswer = () => new Response(JSON.stringify({ code: 'SYSTEM_ERROR', message: '系统错误' }), { status: 500 });
    const cancel = (extra: Record<string, unknown>) => server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'shop_closed', ...extra }, sessions.alice);
    expect(expectContent(await cancel({}), cancelOrderEndpoint)).toEqual({ orderId: order.orderId, status: 'refunding', storeStatus: 0 });
    const refund = () => server.testApp.database.db.selectFrom('refund').select(['status', 'reason', 'amount', 'provider_refund_id']).where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
    expect(await refund()).toEqual({ status: 'processing', reason: 'cancelled', amount: order.payAmount, provider_refund_id: null });
    // Cancelling again is refused: the order is no longer paid, and no second refund is made.
    expectFailure(await cancel({ reason: 'again' }), 200, 'this order is not paid');
    expect(await server.testApp.database.db.selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute()).toHaveLength(1);

    refundAnswer = () => keys.signedAnswer(200, { refund_id: '50000000382019052709732678859', status: 'SUCCESS' }, TEST_NOW);
    const payments = createWechatPaymentProvider({ merchant: keys.merchant, fetch: wechatFetch, clock: () => TEST_NOW + 2 * 60_000 });
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const deps = (at: number) => ({ db: server.testApp.database.db, clock: () => at, payments, log });
    // Not retried within its first minute; then settled.
    expect(await settleOwedRefunds(deps(TEST_NOW + 30_000))).toBe(0);
    expect((await refund()).status).toBe('processing');
    expect(await settleOwedRefunds(deps(TEST_NOW + 2 * 60_000))).toBe(1);
    expect(await refund()).toEqual({ status: 'succeeded', reason: 'cancelled', amount: order.payAmount, provider_refund_id: '50000000382019052709732678859' });
    expect((await server.testApp.database.db.selectFrom('user_order').select('status').where('id', '=', order.orderId).executeTakeFirstOrThrow()).status).toBe('refunded');
  });
});

// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { getByRole, queryByRole } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type WeixinJsSdk from 'weixin-js-sdk';
import { jsapiOrder, keys, notificationReceiver, paySheet, simFixture } from '../test/sim-fixture';
import { bridgeScript } from './bridge-script';

// The WeChat in-app browser on Android, as weixin-js-sdk reads it when it loads.
Object.defineProperty(window.navigator, 'userAgent', {
  configurable: true,
  value: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/en',
});
window.history.replaceState(null, '', '/app/?from=share#/shop/12');

const SIM_ORIGIN = 'http://sim.test';
const fixture = simFixture({ fetch: notificationReceiver([]).fetch });
/** The browser's cookie jar for the simulator's origin. */
let simCookie = '';

// The page's fetch reaches the simulator through inject, sending the page origin and (with credentials) the cookie.
vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input));
  if (url.origin !== SIM_ORIGIN) throw new TypeError('fetch failed');
  const response = await fixture.sim.app.inject({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { ...(init.headers as Record<string, string>), origin: window.location.origin, ...(init.credentials === 'include' && simCookie ? { cookie: simCookie } : {}) },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
});

interface SimCall {
  name: string;
  params: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
}
const simCalls = () => (window as unknown as { __wechatSimCalls: SimCall[] }).__wechatSimCalls;
const bridge = () => (window as unknown as { WeixinJSBridge: { invoke(name: string, params: unknown, callback: (result: Record<string, string>) => void): void } }).WeixinJSBridge;
const invoke = (name: string, params: unknown) => new Promise<Record<string, string>>((resolve) => bridge().invoke(name, params, resolve));

let readyEvents = 0;
let wx: typeof WeixinJsSdk;

beforeAll(async () => {
  document.addEventListener('WeixinJSBridgeReady', () => (readyEvents += 1));
  new Function(bridgeScript(`${SIM_ORIGIN}/`))();
  wx = (await import('weixin-js-sdk')).default;
});
afterAll(async () => {
  await fixture.sim.app.close();
});
beforeEach(() => {
  simCalls().length = 0;
  simCookie = '';
});

/** A live jsapi ticket from the simulator, and the wx.config fields signed for this page as a server would. */
async function signedConfig(jsApiList: string[], url = window.location.href.split('#')[0] ?? '') {
  const token = (await fixture.sim.app.inject({ url: `/cgi-bin/token?grant_type=client_credential&appid=${keys.appId}&secret=${keys.appSecret}` })).json() as { access_token: string };
  const { ticket } = (await fixture.sim.app.inject({ url: `/cgi-bin/ticket/getticket?access_token=${token.access_token}&type=jsapi` })).json() as { ticket: string };
  const fields = { timestamp: 1414587457, nonceStr: 'Wm3WZYTPz0wzccnW' };
  const signature = createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${url}`).digest('hex');
  return { debug: false, appId: keys.appId, ...fields, signature, jsApiList: jsApiList as never[] };
}

/**
 * wx.config, resolved once the bridge has answered its preVerifyJSAPI, with what the SDK's error callback
 * got (after a first config the SDK calls ready at once, so ready cannot tell).
 */
async function configure(config: Awaited<ReturnType<typeof signedConfig>>) {
  const errors: string[] = [];
  wx.error((error) => errors.push(error.errMsg));
  const before = simCalls().length;
  wx.config(config);
  await vi.waitFor(() => {
    if (!simCalls().slice(before).some((call) => call.name === 'preVerifyJSAPI' && call.result)) throw new Error('preVerifyJSAPI not answered yet');
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return errors.length === 0 ? { ok: true } : { ok: false, errMsg: errors[0] };
}

/** One weixin-js-sdk call, resolved with the callback the SDK chose and its answer. */
function sdkCall(call: (callbacks: { success: (res?: unknown) => void; fail: (res?: unknown) => void; cancel: (res?: unknown) => void }) => void) {
  return new Promise<{ outcome: string; res: { errMsg?: string } }>((resolve) =>
    call({
      success: (res) => resolve({ outcome: 'success', res: res as { errMsg?: string } }),
      fail: (res) => resolve({ outcome: 'fail', res: res as { errMsg?: string } }),
      cancel: (res) => resolve({ outcome: 'cancel', res: res as { errMsg?: string } }),
    }),
  );
}

describe('the bridge', () => {
  it('defines WeixinJSBridge and fires WeixinJSBridgeReady once', () => {
    expect(typeof bridge().invoke).toBe('function');
    expect(readyEvents).toBe(1);
    new Function(bridgeScript(SIM_ORIGIN))();
    expect(readyEvents).toBe(1);
  });

  it('is served with the simulator’s origin', async () => {
    const response = await fixture.sim.app.inject({ url: '/sim/bridge.js', headers: { host: '127.0.0.1:4010' } });
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toContain('var SIM = "http://127.0.0.1:4010";');
  });
});

describe('weixin-js-sdk on the bridge', () => {
  it('configures with a signature over the page URL without its hash, then shares and opens a location', async () => {
    expect(await configure(await signedConfig(['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation']))).toEqual({ ok: true });
    await new Promise<void>((resolve) => wx.ready(resolve));
    const [verify] = simCalls();
    expect(verify).toMatchObject({ name: 'preVerifyJSAPI', params: { verifyAppId: keys.appId, verifyJsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'openLocation'] }, result: { err_msg: 'config:ok' } });

    const share = { title: 'Shop 12', desc: 'Luggage storage by the station', link: 'http://localhost:3000/app/#/share?shop=12', imgUrl: 'http://localhost:3000/photos/12.jpg' };
    expect(await sdkCall((callbacks) => wx.updateAppMessageShareData({ ...share, ...callbacks }))).toEqual({ outcome: 'success', res: { errMsg: 'updateAppMessageShareData:ok' } });
    expect(await sdkCall((callbacks) => wx.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl, ...callbacks }))).toMatchObject({ outcome: 'success' });
    expect(await sdkCall((callbacks) => wx.openLocation({ latitude: 31.2304, longitude: 121.4737, name: 'Shop 12', address: '1 Nanjing Rd', scale: 16, infoUrl: '', ...callbacks }))).toEqual({ outcome: 'success', res: { errMsg: 'openLocation:ok' } });

    const recorded = simCalls().filter((call) => call.name !== 'preVerifyJSAPI' && call.name !== 'getNetworkType');
    expect(recorded.map((call) => [call.name, call.params])).toEqual([
      ['updateAppMessageShareData', expect.objectContaining(share)],
      ['updateTimelineShareData', expect.objectContaining({ title: share.title, link: share.link, imgUrl: share.imgUrl })],
      ['openLocation', expect.objectContaining({ latitude: 31.2304, longitude: 121.4737, name: 'Shop 12', address: '1 Nanjing Rd', scale: 16 })],
    ]);
    expect(fixture.sim.stats().calls['POST /sim/jssdk/verify']).toBeGreaterThan(0);
  });

  it('refuses a signature made for the URL with its hash, and then every API as permission denied', async () => {
    expect(await configure(await signedConfig(['updateAppMessageShareData'], window.location.href))).toEqual({ ok: false, errMsg: 'config:invalid signature' });
    expect(await sdkCall((callbacks) => wx.updateAppMessageShareData({ title: 't', desc: 'd', link: 'l', imgUrl: 'i', ...callbacks }))).toEqual({
      outcome: 'fail',
      res: { errMsg: 'updateAppMessageShareData:permission denied' },
    });
  });

  it('refuses a signature whose ticket has expired, and an API not in jsApiList', async () => {
    const config = await signedConfig(['openLocation']);
    fixture.sim.expireCredentials();
    expect(await configure(config)).toEqual({ ok: false, errMsg: 'config:invalid signature' });
    expect(await configure(await signedConfig(['openLocation']))).toEqual({ ok: true });
    expect(await sdkCall((callbacks) => wx.updateTimelineShareData({ title: 't', link: 'l', imgUrl: 'i', ...callbacks }))).toMatchObject({ outcome: 'fail', res: { errMsg: 'updateTimelineShareData:permission denied' } });
  });

  it('answers checkJsApi with what the bridge can do (a JSON string on Android, as the SDK expects)', async () => {
    const answer = await new Promise<{ checkResult: Record<string, boolean> }>((resolve) =>
      wx.checkJsApi({ jsApiList: ['openLocation', 'scanQRCode'], success: (res: { checkResult: Record<string, boolean> }) => resolve(res) }),
    );
    expect(answer.checkResult).toEqual({ openLocation: true, scanQRCode: false });
  });
});

describe('the JSAPI payment sheet', () => {
  async function order() {
    const { openid } = fixture.sim.issueCode();
    const body = jsapiOrder(openid);
    const { prepay_id: prepayId } = (await fixture.pay('POST', '/v3/pay/transactions/jsapi', body)).json() as { prepay_id: string };
    return { openid, outTradeNo: body.out_trade_no, sheet: paySheet(prepayId) };
  }

  it('shows what is paid and pays with Pay: the trade is paid as the browser’s WeChat user', async () => {
    const { openid, outTradeNo, sheet } = await order();
    simCookie = `wxsim_openid=${openid}`;
    const answer = invoke('getBrandWCPayRequest', sheet);
    const dialog = await vi.waitFor(() => getByRole(document.body, 'dialog', { name: 'WeChat Pay (simulated)' }));
    expect(dialog.textContent).toContain('行李寄存订单 7');
    expect(dialog.textContent).toContain('¥32.00');
    expect(document.activeElement).toBe(getByRole(dialog, 'button', { name: 'Pay' }));

    await userEvent.click(getByRole(dialog, 'button', { name: 'Pay' }));
    expect(await answer).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(queryByRole(document.body, 'dialog')).toBeNull();
    expect(fixture.sim.trade(outTradeNo)).toMatchObject({ state: 'SUCCESS' });
    expect(simCalls()).toEqual([{ name: 'getBrandWCPayRequest', params: sheet, result: { err_msg: 'get_brand_wcpay_request:ok' } }]);
  });

  it('cancels with Cancel or Escape and leaves the trade payable', async () => {
    const { outTradeNo, sheet } = await order();
    const cancelled = invoke('getBrandWCPayRequest', sheet);
    await userEvent.click(await vi.waitFor(() => getByRole(document.body, 'button', { name: 'Cancel' })));
    expect(await cancelled).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });

    const escaped = invoke('getBrandWCPayRequest', sheet);
    await vi.waitFor(() => getByRole(document.body, 'dialog'));
    await userEvent.keyboard('{Escape}');
    expect(await escaped).toEqual({ err_msg: 'get_brand_wcpay_request:cancel' });
    expect(fixture.sim.trade(outTradeNo)).toMatchObject({ state: 'NOTPAY' });
  });

  it('fails when the simulator refuses the payment (another WeChat user, a forged paySign)', async () => {
    const { sheet } = await order();
    simCookie = `wxsim_openid=${fixture.sim.issueCode().openid}`;
    const answer = invoke('getBrandWCPayRequest', sheet);
    await userEvent.click(await vi.waitFor(() => getByRole(document.body, 'button', { name: 'Pay' })));
    expect(await answer).toEqual({ err_msg: 'get_brand_wcpay_request:fail', err_desc: 'the order names another payer than this WeChat user' });

    simCookie = '';
    const forged = invoke('getBrandWCPayRequest', { ...sheet, paySign: paySheet('x', keys.platformPrivateKey).paySign });
    await userEvent.click(await vi.waitFor(() => getByRole(document.body, 'button', { name: 'Pay' })));
    expect(await forged).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail' });
  });

  it('pays through wx.chooseWXPay once it is in jsApiList', async () => {
    const { outTradeNo, sheet } = await order();
    expect(await configure(await signedConfig(['chooseWXPay']))).toEqual({ ok: true });
    const { appId: _appId, timeStamp, ...rest } = sheet;
    const paid = sdkCall((callbacks) => wx.chooseWXPay({ timestamp: Number(timeStamp), ...rest, ...callbacks }));
    await userEvent.click(await vi.waitFor(() => getByRole(document.body, 'button', { name: 'Pay' })));
    expect(await paid).toEqual({ outcome: 'success', res: { errMsg: 'chooseWXPay:ok' } });
    expect(fixture.sim.trade(outTradeNo)).toMatchObject({ state: 'SUCCESS' });
  });
});

import { clientConfigEndpoint, wechatOpenidEndpoint, wechatQrcodeEndpoint, wxTicketEndpoint } from '@luggage/api/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { markTestVerified } from '../../test/mark-test-verified';
import { userHeaders } from '../../test/login-client';
import { signedGet, TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { issueLocalWechatCode } from '../../services/wechat/issue-local-wechat-code';
import { LOCAL_WECHAT_APP_ID } from '../../services/wechat/local-wechat-platform';

const server = useTravellersTestApp({ alice: '13900000031', bob: '13900000032' });
const { sessions } = server;
const db = () => server.testApp.database.db;

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    appid: LOCAL_WECHAT_APP_ID,
    redirect_uri: 'http://localhost:3000/#/middle',
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'Nonce0123456789ab',
    ...overrides,
  });
const authorizePage = (query: URLSearchParams) =>
  server.testApp.app.inject({ method: 'GET', url: `/connect/oauth2/authorize?${query.toString()}`, headers: { host: 'localhost:3000' } });
const decide = (decision: string, query = authorizeQuery(), cookie?: string) =>
  server.testApp.app.inject({
    method: 'POST',
    url: '/connect/oauth2/authorize',
    headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ ...Object.fromEntries(query), decision }).toString(),
  });
const exchange = (code: string, session = sessions.alice) =>
  server.testApp.app.inject(signedGet(wechatOpenidEndpoint.path, { code }, { timestamp: server.now, headers: userHeaders(session) }));
const bindingOf = (userId: string) => db().selectFrom('wechat_binding').select(['app_id', 'openid']).where('user_id', '=', userId).execute();

describe('the local WeChat authorisation page (no WX_* settings)', () => {
  it('is announced by /api/config/ at WeChat’s path with the local app id', async () => {
    expect(expectContent(await server.testApp.app.inject(signedGet(clientConfigEndpoint.path, {})), clientConfigEndpoint).wechat).toEqual({
      appId: LOCAL_WECHAT_APP_ID,
      authorizeUrl: '/connect/oauth2/authorize',
    });
  });

  it('asks to allow or deny, in the browser’s language, and cannot be framed', async () => {
    const page = await authorizePage(authorizeQuery());
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('value="allow">Allow</button>');
    expect(page.body).toContain('value="deny">Deny</button>');
    const zh = await server.testApp.app.inject({ method: 'GET', url: `/connect/oauth2/authorize?${authorizeQuery().toString()}`, headers: { host: 'localhost:3000', 'accept-language': 'zh-CN' } });
    expect(zh.body).toContain('允许');
  });

  it.each([
    ['another app id', { appid: 'wxd678efh567hg6787' }],
    ['a redirect to another host', { redirect_uri: 'https://evil.example/#/middle' }],
    ['a javascript: redirect', { redirect_uri: 'javascript:alert(1)' }],
    ['another response type', { response_type: 'token' }],
    ['an unknown scope', { scope: 'snsapi_login' }],
    ['a state with markup', { state: '"><script>' }],
  ])('refuses %s', async (_name, overrides) => {
    const page = await authorizePage(authorizeQuery(overrides));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This authorisation link is not valid');
    expect((await decide('allow', authorizeQuery(overrides))).statusCode).toBe(400);
  });

  it('allow → back to redirect_uri with code and state before the hash; the browser keeps its WeChat user', async () => {
    const first = await decide('allow');
    expect(first.statusCode).toBe(302);
    const location = first.headers.location as string;
    expect(location).toMatch(/^http:\/\/localhost:3000\/\?code=[0-9a-f]{32}&state=Nonce0123456789ab#\/middle$/);
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    const again = await decide('allow', authorizeQuery(), cookie);
    const codes = [location, again.headers.location as string].map((url) => new URL(url).searchParams.get('code') ?? '');
    const openids = await db().selectFrom('wechat_local_code').select('openid').where('code', 'in', codes).execute();
    expect(openids).toHaveLength(2);
    expect(openids[0]?.openid).toMatch(/^o[\w-]{27}$/);
    expect(openids[1]?.openid).toBe(openids[0]?.openid);
  });

  it('deny → back with the state only', async () => {
    const denied = await decide('deny');
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe('http://localhost:3000/?state=Nonce0123456789ab#/middle');
  });
});

describe('GET /api/user/wechat/openid/', () => {
  it('binds the code’s openid to the caller; a code is single-use and lives 5 minutes; an invented one is refused', async () => {
    const code = await issueLocalWechatCode(db(), 'oAliceLocal00000000000000000', server.now);
    expect(expectContent(await exchange(code), wechatOpenidEndpoint)).toEqual({ openid: 'oAliceLocal00000000000000000' });
    expect(await bindingOf(sessions.alice.userId)).toEqual([{ app_id: LOCAL_WECHAT_APP_ID, openid: 'oAliceLocal00000000000000000' }]);
    expectFailure(await exchange(code), 200, 'the WeChat authorisation has expired, please try again');
    expectFailure(await exchange('0123456789abcdef0123456789abcdef'), 200, 'the WeChat authorisation has expired, please try again');
    const late = await issueLocalWechatCode(db(), 'oAliceLocal00000000000000000', server.now);
    server.now = TEST_NOW + 5 * 60_000 + 1;
    expectFailure(await exchange(late), 200, 'the WeChat authorisation has expired, please try again');
  });

  it('refuses another user’s WeChat account and changes nothing; the same user may move to a new one', async () => {
    const aliceOpenid = 'oAliceMoves00000000000000000';
    await exchange(await issueLocalWechatCode(db(), aliceOpenid, server.now));
    expectFailure(await exchange(await issueLocalWechatCode(db(), aliceOpenid, server.now), sessions.bob), 200,
      'this WeChat account is linked to another phone number; log in with that number to pay in WeChat');
    expect(await bindingOf(sessions.bob.userId)).toEqual([]);
    expect(await bindingOf(sessions.alice.userId)).toEqual([{ app_id: LOCAL_WECHAT_APP_ID, openid: aliceOpenid }]);
    expect(expectContent(await exchange(await issueLocalWechatCode(db(), 'oAliceNewPhone00000000000000', server.now)), wechatOpenidEndpoint).openid).toBe('oAliceNewPhone00000000000000');
    expect(await bindingOf(sessions.alice.userId)).toEqual([{ app_id: LOCAL_WECHAT_APP_ID, openid: 'oAliceNewPhone00000000000000' }]);
  });

  it('needs a session and a well-formed code', async () => {
    expect((await server.testApp.app.inject(signedGet(wechatOpenidEndpoint.path, { code: 'abc' }))).statusCode).toBe(401);
    expectFailure(await exchange('a code'), 200, 'invalid parameter: code');
  });
});

describe('GET /api/wx/ticket/', () => {
  it('signs the page URL without its hash with the cached ticket', async () => {
    const config = expectContent(
      await server.testApp.app.inject(signedGet(wxTicketEndpoint.path, { url: 'https://luggage.example.com/?from=share#/shop/12' })),
      wxTicketEndpoint,
    );
    const ticket = await db().selectFrom('wechat_credential').select('value').where('kind', '=', 'jsapi_ticket').executeTakeFirstOrThrow();
    const signed = `jsapi_ticket=${ticket.value}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=https://luggage.example.com/?from=share`;
    expect(config).toMatchObject({ appId: LOCAL_WECHAT_APP_ID, timestamp: Math.floor(server.now / 1000) });
    expect(config.signature).toBe(createHash('sha1').update(signed).digest('hex'));
  });

  it.each(['javascript:alert(1)', 'ftp://luggage.example.com/', `https://a.example/${'x'.repeat(1100)}`])('refuses the URL %s', async (url) => {
    expectFailure(await server.testApp.app.inject(signedGet(wxTicketEndpoint.path, { url })), 200, 'invalid parameter: url');
  });
});

describe('GET /api/user/wechat/wx/qrcode/', () => {
  const qrcode = (isWx: string, headers: Record<string, string> = {}) =>
    server.testApp.app.inject(signedGet(wechatQrcodeEndpoint.path, { isWx }, { timestamp: server.now, headers: { ...userHeaders(sessions.bob), ...headers } }));

  it('is refused until the traveller’s real name is verified, giving no code', async () => {
    expectFailure(await qrcode('0'), 200, 'verify your real name to get your promotion code');
    expect((await db().selectFrom('app_user').select('promotion_code').where('id', '=', sessions.bob.userId).executeTakeFirstOrThrow()).promotion_code).toBeNull();
    await markTestVerified(db(), sessions.bob.userId);
  });

  it('outside WeChat: the app’s link with the traveller’s code, kept across calls', async () => {
    const first = expectContent(await qrcode('0', { origin: 'https://luggage.example.com' }), wechatQrcodeEndpoint);
    expect(first.content).toBe(`https://luggage.example.com/#/home?promo=${first.code}`);
    expect(Buffer.from(first.qrcode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(expectContent(await qrcode('0', { origin: 'https://luggage.example.com' }), wechatQrcodeEndpoint).code).toBe(first.code);
  });

  it('inside WeChat: the official account’s scene QR of the code, made once', async () => {
    const inside = expectContent(await qrcode('1'), wechatQrcodeEndpoint);
    expect(inside.content).toBe(`http://weixin.qq.com/q/local_promo_${inside.code}`);
    expectContent(await qrcode('1'), wechatQrcodeEndpoint);
    expect(await db().selectFrom('wechat_scene_qrcode').select('scene').execute()).toEqual([{ scene: `promo_${inside.code}` }]);
  });
});

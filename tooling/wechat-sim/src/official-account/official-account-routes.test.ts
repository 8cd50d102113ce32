import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
beforeEach(() => {
  fixture = simFixture();
});
afterEach(async () => {
  await fixture.sim.app.close();
});

const get = (url: string) => fixture.sim.app.inject({ method: 'GET', url });
const token = async () => {
  const response = await get(`/cgi-bin/token?grant_type=client_credential&appid=${keys.appId}&secret=${keys.appSecret}`);
  return (response.json() as { access_token: string }).access_token;
};
const ticket = (accessToken: string) => get(`/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(accessToken)}&type=jsapi`);
const qrcode = (accessToken: string, body: unknown) =>
  fixture.sim.app.inject({ method: 'POST', url: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(accessToken)}`, headers: { 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

describe('cgi-bin/token', () => {
  it('issues a new access_token on every call, each valid for 7200 s', async () => {
    const response = await get(`/cgi-bin/token?grant_type=client_credential&appid=${keys.appId}&secret=${keys.appSecret}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const first = response.json() as { access_token: string; expires_in: number };
    expect(first).toEqual({ access_token: expect.stringMatching(/^[\w-]{80,}$/), expires_in: 7200 });
    const second = await token();
    expect(second).not.toBe(first.access_token);
    expect(fixture.sim.stats()).toMatchObject({ accessTokensIssued: 2, calls: { 'GET /cgi-bin/token': 2 } });
    // Both work while the older is within WeChat's five-minute overlap.
    expect((await ticket(first.access_token)).json()).toMatchObject({ errcode: 0 });
    expect((await ticket(second)).json()).toMatchObject({ errcode: 0 });
  });

  it.each([
    ['another grant_type', 'grant_type=authorization_code', 40002],
    ['another appid', 'grant_type=client_credential&appid=wx0000000000000000&secret=x', 40013],
    ['a wrong secret', 'grant_type=client_credential&appid=APPID&secret=wrong', 40125],
    ['no appid', 'grant_type=client_credential&secret=x', 41002],
    ['no secret', 'grant_type=client_credential&appid=APPID', 41004],
  ])('answers %s with errcode %s (HTTP 200) and issues nothing', async (_case, query, errcode) => {
    const response = await get(`/cgi-bin/token?${query.replace('APPID', keys.appId)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errcode, errmsg: expect.stringContaining(', rid: ') });
    expect(fixture.sim.stats()).toMatchObject({ accessTokensIssued: 0, refused: { 'GET /cgi-bin/token': 1 } });
  });
});

describe('ticket/getticket', () => {
  it('answers a jsapi ticket for a valid token', async () => {
    const response = await ticket(await token());
    expect(response.json()).toEqual({ errcode: 0, errmsg: 'ok', ticket: expect.stringMatching(/^[\w-]{80,}$/), expires_in: 7200 });
    expect(fixture.sim.stats().jsapiTicketsIssued).toBe(1);
  });

  it('refuses an unknown token (40001), a missing one (41001) and another type (40097)', async () => {
    expect((await ticket('made-up')).json()).toMatchObject({ errcode: 40001, errmsg: expect.stringContaining('invalid credential') });
    expect((await get('/cgi-bin/ticket/getticket?type=jsapi')).json()).toMatchObject({ errcode: 41001 });
    expect((await get(`/cgi-bin/ticket/getticket?access_token=${await token()}&type=wx_card`)).json()).toMatchObject({ errcode: 40097 });
    expect(fixture.sim.stats()).toMatchObject({ jsapiTicketsIssued: 0, refused: { 'GET /cgi-bin/ticket/getticket': 3 } });
  });

  it('refuses a token after 7200 s with 42001', async () => {
    const accessToken = await token();
    fixture.clock.now += 7200_000 - 1;
    expect((await ticket(accessToken)).json()).toMatchObject({ errcode: 0 });
    fixture.clock.now += 1;
    expect((await ticket(accessToken)).json()).toMatchObject({ errcode: 42001, errmsg: expect.stringContaining('access_token expired') });
  });

  it('expires every issued token at once through expireCredentials() and POST /sim/expire-credentials', async () => {
    const [first, second] = [await token(), await token()];
    fixture.sim.expireCredentials();
    expect((await ticket(first)).json()).toMatchObject({ errcode: 42001 });
    expect((await ticket(second)).json()).toMatchObject({ errcode: 42001 });
    const fresh = await token();
    expect((await ticket(fresh)).json()).toMatchObject({ errcode: 0 });
    expect((await fixture.sim.app.inject({ method: 'POST', url: '/sim/expire-credentials' })).json()).toEqual({ ok: true });
    expect((await ticket(fresh)).json()).toMatchObject({ errcode: 42001 });
  });

  it('keeps an older token 5 minutes after a newer one is issued, then refuses it as not the latest (40001)', async () => {
    const old = await token();
    fixture.clock.now += 60_000;
    await token();
    fixture.clock.now += 5 * 60_000 - 1;
    expect((await ticket(old)).json()).toMatchObject({ errcode: 0 });
    fixture.clock.now += 1;
    expect((await ticket(old)).json()).toMatchObject({ errcode: 40001, errmsg: expect.stringContaining('not latest') });
  });
});

describe('qrcode/create', () => {
  it('makes a permanent string-scene code: ticket and url, no expiry', async () => {
    const response = await qrcode(await token(), { action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: { scene_str: 'promo_AB12' } } });
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/), url: expect.stringMatching(/^http:\/\/weixin\.qq\.com\/q\/\w{20}$/) });
    expect(fixture.sim.qrCodes()).toEqual([{ ticket: body.ticket, url: body.url, actionName: 'QR_LIMIT_STR_SCENE', scene: 'promo_AB12', expireSeconds: null, createdAt: fixture.clock.now }]);
    expect(fixture.sim.stats().qrCodesCreated).toBe(1);
  });

  it('reads the body whatever its content type says, as WeChat does', async () => {
    const accessToken = await token();
    const body = JSON.stringify({ action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: { scene_str: 'plain' } } });
    for (const headers of [{ 'content-type': 'text/plain;charset=UTF-8' }, { 'content-type': 'application/x-www-form-urlencoded' }]) {
      const response = await fixture.sim.app.inject({ method: 'POST', url: `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(accessToken)}`, headers, payload: body });
      expect(response.json()).toHaveProperty('ticket');
    }
  });

  it('makes a temporary code with its expire_seconds (60 s by default, at most 30 days)', async () => {
    const accessToken = await token();
    expect((await qrcode(accessToken, { action_name: 'QR_STR_SCENE', expire_seconds: 604800, action_info: { scene: { scene_str: 'x' } } })).json()).toMatchObject({ expire_seconds: 604800 });
    expect((await qrcode(accessToken, { action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: 'x' } } })).json()).toMatchObject({ expire_seconds: 60 });
    expect((await qrcode(accessToken, { action_name: 'QR_SCENE', expire_seconds: 9_999_999, action_info: { scene: { scene_id: 7 } } })).json()).toMatchObject({ expire_seconds: 2_592_000 });
  });

  it.each([
    ['no scene_str', { action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: {} } }, 40053],
    ['a scene_str over 64 characters', { action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: 'x'.repeat(65) } } }, 40053],
    ['a scene_id for a string scene', { action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: { scene_id: 1 } } }, 40053],
    ['a permanent scene_id over 100000', { action_name: 'QR_LIMIT_SCENE', action_info: { scene: { scene_id: 100_001 } } }, 40053],
    ['no action_info', { action_name: 'QR_LIMIT_STR_SCENE' }, 40053],
    ['an unknown action_name', { action_name: 'QR_FOREVER', action_info: { scene: { scene_str: 'x' } } }, 40052],
    ['a body that is not JSON', '{action_name:', 47001],
  ])('refuses %s (errcode %s)', async (_case, body, errcode) => {
    const response = await qrcode(await token(), body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errcode, errmsg: expect.any(String) });
    expect(fixture.sim.stats().qrCodesCreated).toBe(0);
  });

  it('refuses a bad or expired token as getticket does', async () => {
    const body = { action_name: 'QR_LIMIT_STR_SCENE', action_info: { scene: { scene_str: 'x' } } };
    expect((await qrcode('made-up', body)).json()).toMatchObject({ errcode: 40001 });
    const accessToken = await token();
    fixture.sim.expireCredentials();
    expect((await qrcode(accessToken, body)).json()).toMatchObject({ errcode: 42001 });
  });
});

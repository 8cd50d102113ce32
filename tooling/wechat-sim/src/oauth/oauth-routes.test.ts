import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
beforeEach(() => {
  fixture = simFixture();
});
afterEach(async () => {
  await fixture.sim.app.close();
});

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ appid: keys.appId, redirect_uri: 'https://luggage.example.com/app/#/middle', response_type: 'code', scope: 'snsapi_base', state: 'abc123', ...overrides }).toString();

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/connect/oauth2/authorize',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ appid: keys.appId, redirect_uri: 'https://luggage.example.com/app/#/middle', response_type: 'code', scope: 'snsapi_base', state: 'abc123', ...fields }).toString(),
});

const exchange = (code: string, overrides: Record<string, string> = {}) =>
  fixture.sim.app.inject({ method: 'GET', url: `/sns/oauth2/access_token?${new URLSearchParams({ appid: keys.appId, secret: keys.appSecret, code, grant_type: 'authorization_code', ...overrides })}` });

describe('the authorisation page', () => {
  it('shows the consent page with Allow and Deny posting the original fields back', async () => {
    const response = await fixture.sim.app.inject({ method: 'GET', url: `/connect/oauth2/authorize?${authorizeQuery()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>WeChat authorisation (simulated)</title>');
    expect(response.body).toContain('<form method="post" action="/connect/oauth2/authorize">');
    expect(response.body).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(response.body).toContain('<button type="submit" name="decision" value="deny">Deny</button>');
    expect(response.body).toContain('<input type="hidden" name="redirect_uri" value="https://luggage.example.com/app/#/middle">');
    expect(response.body).toContain('<input type="hidden" name="state" value="abc123">');
  });

  it.each([
    ['another appid', { appid: 'wx0000000000000000' }, 'appid 参数错误'],
    ['a bad scope', { scope: 'snsapi_login' }, 'Scope 参数错误或没有 Scope 权限'],
    ['response_type token', { response_type: 'token' }, 'response_type 参数错误'],
    ['a javascript: redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'redirect_uri 参数错误'],
    ['a relative redirect_uri', { redirect_uri: '/app/#/middle' }, 'redirect_uri 参数错误'],
    ['a state beyond a-zA-Z0-9', { state: '#/shop/12' }, 'state 参数错误'],
    ['a state over 128 bytes', { state: 'a'.repeat(129) }, 'state 参数错误'],
  ])('answers %s with the error page (HTTP 200, 参数错误)', async (_case, overrides, detail) => {
    const response = await fixture.sim.app.inject({ method: 'GET', url: `/connect/oauth2/authorize?${authorizeQuery(overrides)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>参数错误</h1>');
    expect(response.body).toContain(detail);
    expect(response.body).not.toContain('Allow');
    expect(fixture.sim.stats().refused['GET /connect/oauth2/authorize']).toBe(1);
  });

  it('refuses the same bad fields when they are posted back', async () => {
    const response = await fixture.sim.app.inject(form({ decision: 'allow', redirect_uri: 'ftp://example.com/' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('参数错误');
    expect(fixture.sim.stats().codesIssued).toBe(0);
  });
});

describe('the choice', () => {
  it('allows: 302 to redirect_uri with code and state before the hash route, and a lasting WeChat user cookie', async () => {
    const first = await fixture.sim.app.inject(form({ decision: 'allow' }));
    expect(first.statusCode).toBe(302);
    const location = String(first.headers.location);
    expect(location).toMatch(/^https:\/\/luggage\.example\.com\/app\/\?code=[A-Za-z0-9]{32}&state=abc123#\/middle$/);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^wxsim_openid=o[A-Za-z0-9_-]{27}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const openid = cookie.slice('wxsim_openid='.length, cookie.indexOf(';'));

    // The same browser comes back: the same user, a new code.
    const page = await fixture.sim.app.inject({ method: 'GET', url: `/connect/oauth2/authorize?${authorizeQuery()}`, headers: { cookie: `wxsim_openid=${openid}` } });
    expect(page.body).toContain(openid);
    const second = await fixture.sim.app.inject({ ...form({ decision: 'allow' }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `wxsim_openid=${openid}` } });
    const secondCode = new URL(String(second.headers.location)).searchParams.get('code') ?? '';
    expect(secondCode).not.toBe(new URL(location).searchParams.get('code'));
    expect((await exchange(secondCode)).json()).toMatchObject({ openid, scope: 'snsapi_base' });
  });

  it('appends to an existing query and keeps a plain redirect_uri plain', async () => {
    const withQuery = await fixture.sim.app.inject(form({ decision: 'allow', redirect_uri: 'http://127.0.0.1:3100/?from=share#/middle?x=1' }));
    expect(String(withQuery.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:3100\/\?from=share&code=\w{32}&state=abc123#\/middle\?x=1$/);
    const plain = await fixture.sim.app.inject(form({ decision: 'allow', redirect_uri: 'https://luggage.example.com/cb', state: '' }));
    expect(String(plain.headers.location)).toMatch(/^https:\/\/luggage\.example\.com\/cb\?code=\w{32}&state=$/);
  });

  it('denies: 302 with state only, no code and no cookie', async () => {
    const response = await fixture.sim.app.inject(form({ decision: 'deny' }));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://luggage.example.com/app/?state=abc123#/middle');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(fixture.sim.stats().codesIssued).toBe(0);
  });
});

describe('sns/oauth2/access_token', () => {
  it('exchanges a code once for the openid, with WeChat’s fields', async () => {
    const { code, openid } = fixture.sim.issueCode(undefined, 'snsapi_userinfo');
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), expires_in: 7200, refresh_token: expect.any(String), openid, scope: 'snsapi_userinfo' });
    expect(openid).toMatch(/^o[A-Za-z0-9_-]{27}$/);

    const again = await exchange(code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ errcode: 40163, errmsg: expect.stringMatching(/^code been used, rid: /) });
    expect(fixture.sim.stats().calls['GET /sns/oauth2/access_token']).toBe(2);
    expect(fixture.sim.stats().refused['GET /sns/oauth2/access_token']).toBe(1);
  });

  it('lets a code live codeTtlMs (5 minutes) and no longer', async () => {
    const early = fixture.sim.issueCode();
    const late = fixture.sim.issueCode();
    fixture.clock.now += 5 * 60_000 - 1;
    expect((await exchange(early.code)).json()).toMatchObject({ openid: early.openid });
    fixture.clock.now += 1;
    expect((await exchange(late.code)).json()).toMatchObject({ errcode: 40029, errmsg: expect.stringContaining('invalid code') });
  });

  it('keeps a code of the page for the given openid and refuses one that is not an openid', () => {
    expect(fixture.sim.issueCode('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o').openid).toBe('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    expect(() => fixture.sim.issueCode('user-1')).toThrow('not a WeChat openid');
  });

  it.each([
    ['an unknown code', {}, 'made-up-code', 40029],
    ['another appid', { appid: 'wx0000000000000000' }, null, 40013],
    ['a wrong secret', { secret: 'f'.repeat(32) }, null, 40125],
    ['no appid', { appid: '' }, null, 41002],
    ['no secret', { secret: '' }, null, 41004],
    ['another grant_type', { grant_type: 'client_credential' }, null, 40002],
    ['no code', {}, '', 41008],
  ])('answers %s with its errcode and spends no code', async (_case, overrides, givenCode, errcode) => {
    const { code } = fixture.sim.issueCode();
    const response = await exchange(givenCode ?? code, overrides);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errcode, errmsg: expect.stringContaining(', rid: ') });
    // The code still works for a proper request.
    expect((await exchange(code)).json()).toHaveProperty('openid');
  });

  it('forgets codes and users on reset', async () => {
    const { code } = fixture.sim.issueCode();
    fixture.sim.reset();
    expect((await exchange(code)).json()).toMatchObject({ errcode: 40029 });
    expect(fixture.sim.stats().calls['GET /sns/oauth2/access_token']).toBe(1);
  });
});

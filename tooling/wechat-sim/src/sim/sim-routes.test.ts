import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keys, simFixture } from '../test/sim-fixture';

let fixture: ReturnType<typeof simFixture>;
beforeEach(() => {
  fixture = simFixture();
});
afterEach(async () => {
  await fixture.sim.app.close();
});

const post = (url: string, body?: unknown) =>
  fixture.sim.app.inject({ method: 'POST', url, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }) });

describe('/sim', () => {
  it('answers health for readiness checks', async () => {
    expect((await fixture.sim.app.inject({ url: '/sim/health' })).json()).toEqual({ ok: true });
  });

  it('issues codes for tests without a browser', async () => {
    const issued = (await post('/sim/issue-code', { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })).json() as { code: string; openid: string };
    expect(issued).toEqual({ code: expect.stringMatching(/^\w{32}$/), openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    const exchanged = await fixture.sim.app.inject({ url: `/sns/oauth2/access_token?appid=${keys.appId}&secret=${keys.appSecret}&code=${issued.code}&grant_type=authorization_code` });
    expect(exchanged.json()).toMatchObject({ openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', scope: 'snsapi_base' });
    expect((await post('/sim/issue-code')).json()).toMatchObject({ openid: expect.stringMatching(/^o[\w-]{27}$/) });
    expect((await post('/sim/issue-code', { openid: 'someone' })).statusCode).toBe(400);
  });

  it('counts calls and refusals per endpoint, and forgets them on reset', async () => {
    await fixture.sim.app.inject({ url: `/cgi-bin/token?grant_type=client_credential&appid=${keys.appId}&secret=${keys.appSecret}` });
    await fixture.sim.app.inject({ url: '/cgi-bin/token?grant_type=client_credential&appid=wx0&secret=x' });
    const stats = (await fixture.sim.app.inject({ url: '/sim/stats' })).json() as { calls: Record<string, number>; refused: Record<string, number>; accessTokensIssued: number };
    expect(stats).toMatchObject({ calls: { 'GET /cgi-bin/token': 2, 'GET /cgi-bin/ticket/getticket': 0 }, refused: { 'GET /cgi-bin/token': 1 }, accessTokensIssued: 1 });
    expect((await post('/sim/reset')).json()).toEqual({ ok: true });
    expect(fixture.sim.stats()).toMatchObject({ calls: { 'GET /cgi-bin/token': 0 }, accessTokensIssued: 0 });
  });

  it('shows a trade and the QR codes made', async () => {
    expect((await fixture.sim.app.inject({ url: '/sim/pay/trades/nope' })).statusCode).toBe(404);
    expect((await fixture.sim.app.inject({ url: '/sim/qrcodes' })).json()).toEqual([]);
  });
});

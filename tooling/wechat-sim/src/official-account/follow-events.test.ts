import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createWechatSim } from '../create-wechat-sim';
import { keys, START, simFixture } from '../test/sim-fixture';

const TOKEN = 'FollowToken2025';
const EVENT_URL = 'https://luggage.example.com/api/wx/event/';
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

/** The account's server: records each push and answers `answer`. */
function accountServer(answer: { status: number; body: string } | 'network' = { status: 200, body: 'success' }) {
  const received: { url: URL; contentType: string; body: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    received.push({ url: new URL(String(input)), contentType: new Headers(init?.headers).get('content-type') ?? '', body: String(init?.body) });
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response(answer.body, { status: answer.status });
  };
  return { fetch, received };
}

let fixture: ReturnType<typeof simFixture> | undefined;
afterEach(async () => {
  await fixture?.sim.app.close();
  fixture = undefined;
});

describe('follow events', () => {
  it('pushes the documented subscribe event, signed with the Token as WeChat documents', async () => {
    const server = accountServer();
    fixture = simFixture({ messageToken: TOKEN, eventUrl: EVENT_URL, fetch: server.fetch });
    const delivery = await fixture.sim.follow(OPENID, 'promo_AB12CD');
    expect(delivery).toMatchObject({ event: 'subscribe', openid: OPENID, scene: 'promo_AB12CD', status: 200, acknowledged: true });
    const push = server.received[0];
    if (!push) throw new Error('nothing was pushed');
    expect(`${push.url.origin}${push.url.pathname}`).toBe(EVENT_URL);
    const timestamp = push.url.searchParams.get('timestamp') ?? '';
    const nonce = push.url.searchParams.get('nonce') ?? '';
    expect(timestamp).toBe(String(START / 1000));
    // Written out here rather than taken from the simulator: sha1 over the sorted Token, timestamp and nonce.
    expect(push.url.searchParams.get('signature')).toBe(createHash('sha1').update([TOKEN, timestamp, nonce].sort().join('')).digest('hex'));
    expect(push.contentType).toBe('text/xml');
    expect(push.body).toMatch(
      new RegExp(
        `^<xml><ToUserName><!\\[CDATA\\[gh_[0-9a-f]{12}\\]\\]></ToUserName><FromUserName><!\\[CDATA\\[${OPENID}\\]\\]></FromUserName>` +
          `<CreateTime>${timestamp}</CreateTime><MsgType><!\\[CDATA\\[event\\]\\]></MsgType><Event><!\\[CDATA\\[subscribe\\]\\]></Event>` +
          `<EventKey><!\\[CDATA\\[qrscene_promo_AB12CD\\]\\]></EventKey><Ticket><!\\[CDATA\\[[A-Za-z0-9+/=]+\\]\\]></Ticket></xml>$`,
      ),
    );
  });

  it('scans for a follower, unfollows, and refuses what WeChat would not send', async () => {
    const server = accountServer();
    fixture = simFixture({ messageToken: TOKEN, eventUrl: EVENT_URL, fetch: server.fetch });
    await expect(fixture.sim.scan(OPENID, 'promo_AB12CD')).rejects.toThrow('does not follow the account');
    await fixture.sim.follow(OPENID, 'promo_AB12CD');
    await expect(fixture.sim.follow(OPENID, 'promo_AB12CD')).rejects.toThrow('follows the account already');
    expect(await fixture.sim.scan(OPENID, 'promo_ZZ99ZZ')).toMatchObject({ event: 'SCAN', acknowledged: true });
    expect(server.received[1]?.body).toContain('<Event><![CDATA[SCAN]]></Event><EventKey><![CDATA[promo_ZZ99ZZ]]></EventKey>');
    expect(await fixture.sim.unfollow(OPENID)).toMatchObject({ event: 'unsubscribe', acknowledged: true });
    expect(server.received[2]?.body).toContain('<Event><![CDATA[unsubscribe]]></Event><EventKey><![CDATA[]]></EventKey></xml>');
    expect(await fixture.sim.follow(OPENID, 'promo_AB12CD')).toMatchObject({ event: 'subscribe' });
    expect(fixture.sim.stats().followEvents).toMatchObject({ attempts: 4, acknowledged: 4 });
    fixture.sim.reset();
    expect(fixture.sim.stats().followEvents).toEqual({ attempts: 0, acknowledged: 0, deliveries: [] });
  });

  it('records an answer other than 200 success, or none, as not acknowledged', async () => {
    for (const answer of [{ status: 401, body: 'invalid signature' }, { status: 200, body: '{"ok":true}' }, 'network'] as const) {
      fixture = simFixture({ messageToken: TOKEN, eventUrl: EVENT_URL, fetch: accountServer(answer).fetch });
      expect(await fixture.sim.follow(OPENID, 'promo_AB12CD')).toMatchObject({ acknowledged: false, status: answer === 'network' ? null : answer.status });
      expect(fixture.sim.stats().followEvents).toMatchObject({ attempts: 1, acknowledged: 0 });
      await fixture.sim.app.close();
    }
    fixture = undefined;
  });

  it('is driven over HTTP too, checking the openid and scene', async () => {
    const server = accountServer();
    const { sim } = (fixture = simFixture({ messageToken: TOKEN, eventUrl: EVENT_URL, fetch: server.fetch }));
    const post = (action: string, body: unknown) =>
      sim.app.inject({ method: 'POST', url: `/sim/official-account/${action}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await post('follow', { openid: OPENID, scene: 'promo_AB12CD' })).json()).toMatchObject({ event: 'subscribe', acknowledged: true });
    expect((await post('scan', { openid: OPENID, scene: 'promo_AB12CD' })).json()).toMatchObject({ event: 'SCAN', acknowledged: true });
    expect((await post('follow', { openid: OPENID, scene: 'promo_AB12CD' })).statusCode).toBe(409);
    expect((await post('follow', { openid: 'someone', scene: 'promo_AB12CD' })).statusCode).toBe(400);
    expect((await post('scan', { openid: OPENID, scene: '' })).statusCode).toBe(400);
    expect(server.received).toHaveLength(2);
  });

  it('needs the Token and the URL together to push anything', async () => {
    fixture = simFixture();
    await expect(fixture.sim.follow(OPENID, 'promo_AB12CD')).rejects.toThrow('follow events need messageToken and eventUrl');
    expect(() => createWechatSim({ ...keys, messageToken: TOKEN })).toThrow('messageToken and eventUrl go together');
    expect(() => createWechatSim({ ...keys, messageToken: 'a-b', eventUrl: EVENT_URL })).toThrow('messageToken must be 3–32 letters or digits');
  });
});

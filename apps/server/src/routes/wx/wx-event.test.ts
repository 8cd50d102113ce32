import { wechatQrcodeEndpoint } from '@luggage/api/contract';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userHeaders } from '../../test/login-client';
import { markTestVerified } from '../../test/mark-test-verified';
import { signedGet } from '../../test/signed-request';
import { createSimulatedWechat } from '../../test/simulated-wechat';
import { createTestApp, expectContent } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// WeChat's message pushes (follows through a traveller's promotion QR), sent by the WeChat simulator.
const wechat = createSimulatedWechat({ clock: () => server.now, server: () => server.testApp.app });
const server = useTravellersTestApp(
  { alice: '13900000051', bob: '13900000052' },
  { deps: { config: { wxMiniprogramLink: null, ...wechat.config }, fetch: wechat.fetch } },
);
const { sim, keys, messageToken } = wechat;
const db = () => server.testApp.database.db;
// A promotion code needs a verified real name.
beforeAll(async () => {
  for (const session of Object.values(server.sessions)) await markTestVerified(db(), session.userId);
});
const follows = () => db().selectFrom('wechat_follow').selectAll().orderBy('followed_at').execute();

/** The traveller's promotion code, through the QR route as the app asks for it. */
const promotionCode = async (session: { userId: string; userToken: string }) =>
  expectContent(await server.testApp.app.inject(signedGet(wechatQrcodeEndpoint.path, { isWx: '1' }, { timestamp: server.now, headers: userHeaders(session) })), wechatQrcodeEndpoint).code;

/** WeChat's signature, written out here (not the server's code): sha1 of the sorted Token, timestamp and nonce. */
const signature = (timestamp: string, nonce: string, token = messageToken) => createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');

/** A subscribe event through the QR of `scene`, as WeChat posts it. */
const subscribeXml = (openid: string, scene: string) =>
  `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>1</CreateTime>` +
  `<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${scene}]]></EventKey></xml>`;

const push = (body: string, query: { timestamp?: number; signature?: string } = {}, contentType = 'text/xml') => {
  const timestamp = String(query.timestamp ?? Math.floor(server.now / 1000));
  const nonce = '1234567890';
  return server.testApp.app.inject({
    method: 'POST',
    url: `/api/wx/event/?signature=${query.signature ?? signature(timestamp, nonce)}&timestamp=${timestamp}&nonce=${nonce}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
};

describe('follows through a promotion QR (simulated WeChat)', () => {
  it('records who followed through bob’s QR, first touch: a later follow or scan changes nothing', async () => {
    const bob = await promotionCode(server.sessions.bob);
    const alice = await promotionCode(server.sessions.alice);
    const openid = 'oFollowerOne_00000000000000a';
    expect(await sim.follow(openid, `promo_${bob}`)).toMatchObject({ status: 200, answer: 'success', acknowledged: true });
    const first = [{ app_id: keys.appId, openid, promotion_code: bob, event: 'subscribe', followed_at: new Date(server.now) }];
    expect(await follows()).toEqual(first);

    server.now += 60_000;
    await sim.scan(openid, `promo_${alice}`);
    await sim.unfollow(openid);
    await sim.follow(openid, `promo_${alice}`);
    expect(sim.stats().followEvents).toMatchObject({ attempts: 4, acknowledged: 4 });
    expect(await follows()).toEqual(first);
  });

  it('records nothing for an unknown code or another scene; a follower’s first scan of a promotion QR is recorded', async () => {
    const bob = await promotionCode(server.sessions.bob);
    const openid = 'oFollowerTwo_00000000000000b';
    const before = await follows();
    await sim.follow(openid, bob === '000000' ? 'promo_000001' : 'promo_000000');
    await sim.scan(openid, 'shop_7');
    expect(sim.stats().followEvents.deliveries.slice(-2).map((delivery) => delivery.acknowledged)).toEqual([true, true]);
    expect(await follows()).toEqual(before);

    await sim.scan(openid, `promo_${bob}`);
    expect(await db().selectFrom('wechat_follow').select(['promotion_code', 'event']).where('openid', '=', openid).execute()).toEqual([{ promotion_code: bob, event: 'SCAN' }]);
  });

  it('refuses a bad signature or a stale timestamp with HTTP 401 and records nothing', async () => {
    const bob = await promotionCode(server.sessions.bob);
    const body = subscribeXml('oFollowerThree_000000000000c', `promo_${bob}`);
    const before = await follows();
    const stale = Math.floor(server.now / 1000) - 301;
    for (const refused of [
      await push(body, { signature: 'f'.repeat(40) }),
      await push(body, { signature: signature(String(Math.floor(server.now / 1000)), '1234567890', 'anotherToken') }),
      await push(body, { timestamp: stale, signature: signature(String(stale), '1234567890') }),
      await push(body, { timestamp: stale + 602, signature: signature(String(stale + 602), '1234567890') }),
    ]) {
      expect({ status: refused.statusCode, body: refused.body }).toEqual({ status: 401, body: 'invalid signature' });
    }
    expect(await follows()).toEqual(before);
    // The same message, signed and on time, is recorded: what was refused was only the signature or the time.
    expect((await push(body, {}, 'application/xml')).body).toBe('success');
    expect(await follows()).toHaveLength(before.length + 1);
  });

  it('answers success to any other verified message, and refuses a body over 16 KiB', async () => {
    const text = '<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[oX]]></FromUserName><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[hi]]></Content></xml>';
    for (const body of [text, '<xml><MsgType>event', 'not xml at all']) {
      const answer = await push(body);
      expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 200, body: 'success' });
    }
    expect((await push(`<xml>${'x'.repeat(16 * 1024)}</xml>`)).statusCode).toBe(413);
  });

  it('echoes echostr for WeChat’s server verification only with the right signature', async () => {
    const timestamp = String(Math.floor(server.now / 1000));
    const verify = (query: string) => server.testApp.app.inject({ url: `/api/wx/event/?${query}` });
    const right = await verify(`signature=${signature(timestamp, '42')}&timestamp=${timestamp}&nonce=42&echostr=5837397749120906`);
    expect({ status: right.statusCode, type: right.headers['content-type'], body: right.body }).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: '5837397749120906' });
    for (const query of [`signature=${signature(timestamp, '43')}&timestamp=${timestamp}&nonce=42&echostr=1`, `timestamp=${timestamp}&nonce=42&echostr=1`, 'echostr=1']) {
      const wrong = await verify(query);
      expect({ status: wrong.statusCode, body: wrong.body }).toEqual({ status: 401, body: 'invalid signature' });
    }
  });

  it('is not served without WX_TOKEN', async () => {
    const wechatConfig = wechat.config.wechat;
    if (!wechatConfig) throw new Error('expected the simulated account');
    const withoutToken = await createTestApp({ config: { wxMiniprogramLink: null, wechat: { ...wechatConfig, messageToken: null } }, fetch: wechat.fetch });
    try {
      const timestamp = String(Math.floor(server.now / 1000));
      expect((await withoutToken.app.inject({ url: `/api/wx/event/?signature=${signature(timestamp, '42')}&timestamp=${timestamp}&nonce=42&echostr=1` })).statusCode).toBe(404);
      expect((await withoutToken.app.inject({ method: 'POST', url: '/api/wx/event/', headers: { 'content-type': 'text/xml' }, payload: '<xml/>' })).statusCode).toBe(404);
    } finally {
      await withoutToken.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { wechatAuthorisationUrl } from './authorisation-url';

const APP_ID = 'wx0123456789abcdef';
const NONCE = 'Abc123Abc123Abc123Abc123Abc123Ab';

describe('wechatAuthorisationUrl', () => {
  it("WeChat's page: the documented parameters in order, coming back to #/middle of this page", () => {
    const url = wechatAuthorisationUrl(
      { appId: APP_ID, authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' },
      'https://luggage.example/app/index.html?from=menu#/pay/501',
      NONCE,
    );
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0123456789abcdef' +
        '&redirect_uri=https%3A%2F%2Fluggage.example%2Fapp%2Findex.html%23%2Fmiddle' +
        `&response_type=code&scope=snsapi_base&state=${NONCE}#wechat_redirect`,
    );
  });

  it("the server's local page, given as a path, is on the app's own origin", () => {
    const url = new URL(wechatAuthorisationUrl({ appId: APP_ID, authorizeUrl: '/connect/oauth2/authorize' }, 'http://localhost:3000/#/orders', NONCE));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/connect/oauth2/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/#/middle');
    expect([...url.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state']);
    expect(url.hash).toBe('#wechat_redirect');
  });
});

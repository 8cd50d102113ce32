import { randomBytes } from 'node:crypto';
import type { WxTicketResponse } from '@luggage/api/contract';
import { jsapiSignature } from './jsapi-signature';
import { currentWechatCredential } from './wechat-credential';
import type { WechatDeps } from './wechat-deps';
import { withAccessToken } from './with-access-token';

/**
 * The signed `wx.config` parameters for the page at `url` (its '#' part dropped): the jsapi ticket comes
 * from the shared cache, renewed (with the access token it needs) by one request at a time.
 */
export async function jsSdkConfig(deps: WechatDeps, url: string): Promise<WxTicketResponse> {
  const ticket = await currentWechatCredential(deps, { appId: deps.wechat.appId, kind: 'jsapi_ticket' }, () =>
    withAccessToken(deps, (accessToken) => deps.wechat.fetchJsapiTicket(accessToken)),
  );
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(deps.clock() / 1000);
  const pageUrl = url.split('#')[0] ?? url;
  return { appId: deps.wechat.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url: pageUrl }) };
}

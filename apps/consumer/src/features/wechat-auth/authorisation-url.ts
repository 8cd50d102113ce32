import type { ClientConfigResponse } from '@luggage/api/contract';
import { appLink } from '../../shared/app-link';

/**
 * WeChat's authorisation page for the openid (base scope, spec §2), with its parameters in the order WeChat
 * documents and its '#wechat_redirect' ending: `authorizeUrl` from /api/config/, resolved against the page
 * (the server's local page is given as a path), and a `redirect_uri` that comes back to this page's `#/middle`.
 * `pageHref` is the current address; `nonce` the `state` the return must carry.
 */
export function wechatAuthorisationUrl(wechat: ClientConfigResponse['wechat'], pageHref: string, nonce: string): string {
  const page = new URL(pageHref);
  const authorize = new URL(wechat.authorizeUrl, page);
  const redirectUri = appLink('/middle', page);
  const query = [
    `appid=${encodeURIComponent(wechat.appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    'scope=snsapi_base',
    `state=${nonce}`,
  ].join('&');
  return `${authorize.origin}${authorize.pathname}?${query}#wechat_redirect`;
}

import type { OauthScope } from './oauth-store';

/** A well-formed request for web authorisation. */
export interface AuthorizeRequest {
  appid: string;
  redirectUri: string;
  scope: OauthScope;
  /** '' when the request gave none. */
  state: string;
}

/**
 * The fields of an authorisation request (the query of GET /connect/oauth2/authorize, or the form posted
 * back), checked as WeChat does: our appid, response_type=code, a known scope, an http(s) redirect_uri, and
 * the documented state (at most 128 characters of a-zA-Z0-9). Otherwise the error page's detail.
 */
export function checkAuthorizeRequest(fields: Record<string, unknown>, appId: string): { request: AuthorizeRequest } | { error: string } {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const appid = text('appid');
  if (!appid) return { error: '10012 appid 不能为空' };
  if (appid !== appId) return { error: `appid 参数错误：${appid}` };
  const redirectUri = text('redirect_uri');
  if (!redirectUri) return { error: '10011 redirect_uri 不能为空' };
  let protocol = '';
  try {
    protocol = new URL(redirectUri).protocol;
  } catch {
    // not a URL: refused below
  }
  if (protocol !== 'http:' && protocol !== 'https:') return { error: 'redirect_uri 参数错误' };
  if (text('response_type') !== 'code') return { error: 'response_type 参数错误' };
  const scope = text('scope');
  if (!scope) return { error: '10010 scope 不能为空' };
  if (scope !== 'snsapi_base' && scope !== 'snsapi_userinfo') return { error: 'Scope 参数错误或没有 Scope 权限' };
  const state = text('state') ?? '';
  if (!/^[a-zA-Z0-9]{0,128}$/.test(state)) return { error: 'state 参数错误：只能是 a-zA-Z0-9，最多 128 字节' };
  return { request: { appid, redirectUri, scope, state } };
}

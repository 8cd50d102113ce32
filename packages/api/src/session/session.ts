/** Which session a screen uses: the business area has its own login (spec §2, §6). */
export type SessionArea = 'user' | 'business';

/**
 * The traveller's WeChat identity for this app (spec §3: an open id is stored with its code): the openid
 * GET /api/user/wechat/openid/ returned for `code`. WeChat codes are single-use, so the same code coming
 * back is answered from here instead of being exchanged again.
 */
export interface WechatIdentity {
  openid: string;
  code: string;
}

/** A logged-in session as stored on the device (spec §3 Session); `wechat` once the WeChat browser authorised. */
export interface Session {
  userId: string;
  userToken: string;
  phone: string;
  wechat?: WechatIdentity;
}

/**
 * Why the WeChat authorisation stopped for this browser session: the traveller 'denied' it, or it
 * 'failed' (a refused exchange, a forged or replayed return, a refused openid). While set, the app does
 * not send the traveller to WeChat's authorisation page again, so it never loops.
 */
export type WechatAuthHalt = 'denied' | 'failed';

/** localStorage keys: one per area, and the device id. Stored data never expires. */
export const SESSION_STORAGE_KEYS: Record<SessionArea, string> = {
  user: 'luggage.session.user',
  business: 'luggage.session.business',
};
export const UNIQ_STORAGE_KEY = 'luggage.uniq';

/** sessionStorage key (this browser session only) of the {@link WechatAuthHalt}. */
export const WECHAT_AUTH_HALT_KEY = 'luggage.wechat.authHalt';

/** Cookie names carrying the token alongside the stored session; the cookie lives 30 days. */
export const SESSION_COOKIE_NAMES: Record<SessionArea, string> = {
  user: 'luggage_user_token',
  business: 'luggage_business_token',
};
export const SESSION_COOKIE_DAYS = 30;

/** Any hash starting with #/bussiness (the spec's spelling) uses the business session. */
export function sessionAreaForHash(hash: string): SessionArea {
  return hash.startsWith('#/bussiness') ? 'business' : 'user';
}

/** Where the 401 flow sends each area. */
export const LOGIN_HASH: Record<SessionArea, string> = {
  user: '#/login',
  business: '#/bussiness/login',
};

/**
 * Whether `path` is a path inside the app ('/orders?x=1'), not another site: it starts with one '/'
 * ('//evil.example' and 'https://…' would leave the app).
 */
export function isInAppPath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//');
}

/** The login page of `area` that returns to `path` afterwards (`/login?redirect=…`, `/bussiness/login?redirect=…`). */
export function loginPathFor(path: string, area: SessionArea): string {
  return `${LOGIN_HASH[area].slice(1)}?${new URLSearchParams({ redirect: path }).toString()}`;
}

/**
 * Where the 401 flow sends the page at `hash`: the consumer login with `redirect` set to the page the user
 * was on ('#/cancel?id=501' → '#/login?redirect=%2Fcancel%3Fid%3D501', the consumer app's own login link
 * format), so logging in again returns there; plain '#/login' from the login page itself or from a hash
 * that is no in-app path. The business area always goes to its login page.
 */
export function loginHashFor(hash: string): string {
  const area = sessionAreaForHash(hash);
  if (area === 'business') return LOGIN_HASH.business;
  const path = hash.replace(/^#/, '');
  const isLogin = /^\/login(?:[/?]|$)/.test(path);
  if (!isInAppPath(path) || isLogin || path === '/') return LOGIN_HASH.user;
  return `#${loginPathFor(path, 'user')}`;
}

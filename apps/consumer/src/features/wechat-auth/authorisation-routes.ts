import { isInAppPath, sessionAreaForHash } from '@luggage/api/session';

/** The business area (spec §2: any #/bussiness hash, and /send/bind), which never asks WeChat for the traveller's openid. */
const isBusinessPath = (path: string) => sessionAreaForHash(`#${path}`) === 'business' || /^\/send\/bind(?:[/?]|$)/.test(path);

/** The authorisation's own return and the login, where going to WeChat would interrupt the traveller. */
const isAuthorisationStep = (path: string) => /^\/(?:middle|login)(?:[/?]|$)/.test(path);

/** Whether the screen at hash `path` may send a traveller with no openid to WeChat's authorisation page. */
export function mayStartAuthorisation(path: string): boolean {
  return !isBusinessPath(path) && !isAuthorisationStep(path);
}

/**
 * Where the traveller goes after the authorisation: the saved route when it is one of this app's own hash
 * routes (one leading '/', no backslash or control character, no scheme, not the return itself nor the
 * business area), else '/home'. The saved route is read back from storage, so it is never trusted.
 */
export function returnRoute(saved: string | null): string {
  if (!isInAppPath(saved) || /[\\\p{Cc}]/u.test(saved)) return '/home';
  const [path = ''] = saved.split(/[?#]/, 1);
  if (path.includes(':') || /^\/middle(?:\/|$)/.test(path) || isBusinessPath(path)) return '/home';
  return saved;
}

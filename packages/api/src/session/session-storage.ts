import Cookies from 'js-cookie';
import { WECHAT_ID_PATTERN } from '../contract/fields/wechat-id';
import {
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_NAMES,
  SESSION_STORAGE_KEYS,
  UNIQ_STORAGE_KEY,
  WECHAT_AUTH_HALT_KEY,
  type Session,
  type SessionArea,
  type WechatAuthHalt,
  type WechatIdentity,
} from './session';
import { createUniq } from './uniq';

/** A stored WeChat identity when it is one: an openid and a code as the exchange gives and takes them. */
function wellFormedWechat(value: unknown): WechatIdentity | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { openid, code } = value as Record<string, unknown>;
  const wellFormed = (id: unknown): id is string => typeof id === 'string' && WECHAT_ID_PATTERN.test(id);
  return wellFormed(openid) && wellFormed(code) ? { openid, code } : undefined;
}

/**
 * Reads a stored session. It is reused on start only when it has an id, a token and a phone
 * (spec §4 Login); anything else, including unreadable JSON, counts as logged out. Its WeChat identity
 * is kept when well formed and dropped otherwise (the app then authorises again).
 */
export function readStoredSession(storage: Storage, area: SessionArea): Session | null {
  const raw = storage.getItem(SESSION_STORAGE_KEYS[area]);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (value.userId && value.userToken && value.phone) {
      const wechat = wellFormedWechat(value.wechat);
      return { userId: String(value.userId), userToken: value.userToken, phone: value.phone, ...(wechat && { wechat }) };
    }
  } catch {
    // A corrupted entry is treated as no session.
  }
  return null;
}

/** Saves a session (never expires locally) and sets the 30-day token cookie. */
export function writeStoredSession(storage: Storage, area: SessionArea, session: Session): void {
  storage.setItem(SESSION_STORAGE_KEYS[area], JSON.stringify(session));
  Cookies.set(SESSION_COOKIE_NAMES[area], session.userToken, { expires: SESSION_COOKIE_DAYS, sameSite: 'lax' });
}

/** Removes a session and its cookie (logout). */
export function clearStoredSession(storage: Storage, area: SessionArea): void {
  storage.removeItem(SESSION_STORAGE_KEYS[area]);
  Cookies.remove(SESSION_COOKIE_NAMES[area]);
}

/** The device id: created once and kept. */
export function readOrCreateUniq(storage: Storage): string {
  const existing = storage.getItem(UNIQ_STORAGE_KEY);
  if (existing && /^[0-9a-z]{6}$/.test(existing)) return existing;
  const uniq = createUniq();
  storage.setItem(UNIQ_STORAGE_KEY, uniq);
  return uniq;
}

/** Whether (and why) the WeChat authorisation stopped in this browser session; `storage` is sessionStorage. */
export function readWechatAuthHalt(storage: Storage): WechatAuthHalt | null {
  const value = storage.getItem(WECHAT_AUTH_HALT_KEY);
  return value === 'denied' || value === 'failed' ? value : null;
}

/** Remembers (or, with null, forgets) why the WeChat authorisation stopped, for this browser session. */
export function writeWechatAuthHalt(storage: Storage, halt: WechatAuthHalt | null): void {
  if (halt) storage.setItem(WECHAT_AUTH_HALT_KEY, halt);
  else storage.removeItem(WECHAT_AUTH_HALT_KEY);
}

import Cookies from 'js-cookie';
import {
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_NAMES,
  SESSION_STORAGE_KEYS,
  UNIQ_STORAGE_KEY,
  type Session,
  type SessionArea,
} from './session';
import { createUniq } from './uniq';

/**
 * Reads a stored session. It is reused on start only when it has an id, a token and a phone
 * (spec §4 Login); anything else, including unreadable JSON, counts as logged out.
 */
export function readStoredSession(storage: Storage, area: SessionArea): Session | null {
  const raw = storage.getItem(SESSION_STORAGE_KEYS[area]);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (value.userId && value.userToken && value.phone) {
      return { userId: String(value.userId), userToken: value.userToken, phone: value.phone };
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

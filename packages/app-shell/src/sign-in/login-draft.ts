const STORAGE_KEY = 'luggage.loginDraft';

/** What the login form keeps of what was typed when the page reloads: the country code and the phone, never the code or the consent. */
export interface LoginDraft {
  country: string;
  phone: string;
}

/**
 * The phone typed into a sign-in form, kept for this browser session (sessionStorage: each app's origin has its
 * own), so coming back from the user agreement or privacy policy, a reload, or WeChat reopening the page does not
 * make the traveller or the shop staff type it again. Unreadable or malformed storage gives nothing.
 */
export function readLoginDraft(storage?: Storage): LoginDraft | undefined {
  try {
    const value: unknown = JSON.parse((storage ?? window.sessionStorage).getItem(STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { country, phone } = value as Record<string, unknown>;
    return typeof country === 'string' && /^\d{1,4}$/.test(country) && typeof phone === 'string' && phone.length <= 20
      ? { country, phone }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft, or forgets it when the phone is empty (as after a login or a logout). */
export function saveLoginDraft(draft: LoginDraft, storage?: Storage): void {
  try {
    const session = storage ?? window.sessionStorage;
    if (draft.phone === '') session.removeItem(STORAGE_KEY);
    else session.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the phone is typed again after a reload, which is harmless.
  }
}

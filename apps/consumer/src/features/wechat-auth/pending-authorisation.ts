/** sessionStorage key of the one authorisation under way: its nonce and the route the traveller was going to. */
export const PENDING_AUTHORISATION_KEY = 'luggage.wechat.pendingAuth';

/** A trip to WeChat's authorisation page: the `state` sent and the hash route (path + query) to return to. */
export interface PendingAuthorisation {
  nonce: string;
  route: string;
}

/** Remembers the authorisation just started; it replaces any earlier one, whose nonce is then no longer valid. */
export function savePendingAuthorisation(storage: Storage, pending: PendingAuthorisation): void {
  storage.setItem(PENDING_AUTHORISATION_KEY, JSON.stringify(pending));
}

/**
 * The route saved with `state` when it is the nonce of the authorisation under way, which is then used up:
 * the same `state` again (a replay), another one (forged, or of an older trip) or none give null. The route
 * is as stored: check it before going there.
 */
export function takePendingAuthorisation(storage: Storage, state: string | null): string | null {
  const raw = storage.getItem(PENDING_AUTHORISATION_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingAuthorisation>;
    if (pending.nonce !== state || typeof pending.route !== 'string') return null;
    storage.removeItem(PENDING_AUTHORISATION_KEY);
    return pending.route;
  } catch {
    return null;
  }
}

import { wechatIds } from '../wechat-ids';

/** access_token and jsapi_ticket live 7200 s. */
export const CREDENTIAL_LIFETIME_S = 7200;
/** When a new access_token is issued, the older ones keep working this long (WeChat's documented overlap). */
const OLD_TOKEN_OVERLAP_MS = 5 * 60_000;

/** Where an access_token stands: 'superseded' is an old token past its overlap (WeChat's 40001). */
export type TokenState = 'valid' | 'unknown' | 'expired' | 'superseded';

/** The account's access tokens (cgi-bin/token) and jsapi tickets, with their expiry. */
export function createCredentialStore(deps: { clock: () => number }) {
  const tokens = new Map<string, { expiresAt: number; usableUntil: number }>();
  const tickets = new Map<string, { expiresAt: number }>();
  return {
    issueToken(): string {
      const now = deps.clock();
      for (const entry of tokens.values()) entry.usableUntil = Math.min(entry.usableUntil, now + OLD_TOKEN_OVERLAP_MS);
      const token = wechatIds.credential();
      tokens.set(token, { expiresAt: now + CREDENTIAL_LIFETIME_S * 1000, usableUntil: Infinity });
      return token;
    },
    checkToken(token: string): TokenState {
      const entry = tokens.get(token);
      if (!entry) return 'unknown';
      const now = deps.clock();
      if (now >= entry.usableUntil && entry.usableUntil < entry.expiresAt) return 'superseded';
      return now >= entry.expiresAt ? 'expired' : 'valid';
    },
    issueTicket(): string {
      const ticket = wechatIds.credential();
      tickets.set(ticket, { expiresAt: deps.clock() + CREDENTIAL_LIFETIME_S * 1000 });
      return ticket;
    },
    /** The jsapi tickets not yet expired: a JS-SDK signature made with any of them is accepted. */
    liveTickets(): string[] {
      const now = deps.clock();
      return [...tickets].filter(([, entry]) => now < entry.expiresAt).map(([ticket]) => ticket);
    },
    /** Every token and ticket issued so far expires now. */
    expireAll() {
      const now = deps.clock();
      for (const entry of [...tokens.values(), ...tickets.values()]) entry.expiresAt = Math.min(entry.expiresAt, now);
    },
    get tokensIssued() {
      return tokens.size;
    },
    get ticketsIssued() {
      return tickets.size;
    },
    clear() {
      tokens.clear();
      tickets.clear();
    },
  };
}

export type CredentialStore = ReturnType<typeof createCredentialStore>;

import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are trusted to say the client's address in X-Forwarded-For (Fastify's
 * trustProxy): false → none, the socket's address is the client's; a number → that many proxy hops, the
 * address that many entries from the right; addresses → proxies at those addresses or CIDR ranges (or
 * proxy-addr's names loopback, linklocal, uniquelocal). Never "trust every entry", which would take the
 * address the client wrote first.
 */
export type TrustProxy = false | number | readonly string[];

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range ('10.0.0.0/8', 'fd00::/8') or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const MESSAGE = 'must be false, a number of proxy hops (true means 1), or comma-separated proxy addresses or CIDR ranges';

/**
 * TRUST_PROXY: 'false' (default), 'true' (kept for existing set-ups: one proxy hop, so only the entry that
 * proxy added counts, no longer the client's first), a hop count '1'–'10', or comma-separated addresses.
 */
export const trustProxySetting = z
  .string()
  .transform((value, context): TrustProxy => {
    const text = value.trim();
    if (text === 'false') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy option for `trust`. A hop count becomes "the first `hops` addresses from the socket
 * are proxies" (Fastify itself trusts no hop for a bare number, as a client reaching the server directly
 * could then write the entries itself: use a count only where the server is reachable through the proxies
 * alone, else list their addresses).
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined || trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

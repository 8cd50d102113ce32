import { normalizeIP } from '@fastify/rate-limit';
import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { countRateLimitHits, type RateLimitHits } from '../services/rate-limit/count-rate-limit-hits';
import type { RateLimits } from '../services/rate-limit/rate-limits';

/** What a write is counted under besides all writes: the booking calls each have limits of their own. */
type LimitName = 'writes' | 'checkouts' | 'addOrders';

/** Who a count is of: the signed-in user, or the client's address. */
type Counted = 'user' | 'address';

const BOOKING_LIMITS: Readonly<Record<string, LimitName>> = { [checkoutEndpoint.path]: 'checkouts', [addOrderEndpoint.path]: 'addOrders' };

/** What one write is counted under: its rate_limit_window keys, their window, and the verdict on their counts. */
export interface WriteCount {
  /** The keys of the limits the write counts against, each once. */
  keys: readonly string[];
  windowMs: number;
  /** Throws HTTP 429 'tooManyRequests' (with the seconds until the window ends) when a count passes its limit. */
  refuseOverLimit(counted: RateLimitHits): void;
}

/** The per-user half of the limits, which needs the session: see registerRateLimits. */
export interface RequestLimiter {
  /**
   * Counts a write (POST) of the signed-in `userId` against the user's limits (all writes, and a booking
   * call's own); over one it throws HTTP 429 'tooManyRequests' with the seconds until the window ends.
   */
  countCaller(request: FastifyRequest, userId: string): Promise<void>;
  /**
   * What a write of `userId` counts under, for a caller that counts it in a statement of its own (see
   * requireAdmittedSession); null when `request` is not a counted write.
   */
  callerCount(request: FastifyRequest, userId: string): WriteCount | null;
}

/** Whether `request` is a write of the app's API (a signed POST route), which the limits count. */
function isCountedWrite(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  return request.method === 'POST' && !request.is404 && route.url?.startsWith('/api/') === true && route.config.signed !== false;
}

/**
 * Rate limits on writes, counted in Postgres (countRateLimitHits on rate_limit_window) so they hold across
 * server processes: an onRequest hook counts every signed POST per address (the client's, as TRUST_PROXY
 * reads it; IPv6 by /64) before its body is read, and the routes count it per user once the session is
 * checked (the returned {@link RequestLimiter}). Checkout and add-order count against limits of their own
 * as well; each of the two counts is one statement for all its limits. A call over a limit is HTTP 429 in
 * the envelope ('too many requests, please try again in N s') with Retry-After.
 */
export function registerRateLimits(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: () => number; limits: RateLimits }): RequestLimiter {
  const { limits } = deps;
  const maxima: Record<LimitName, Record<Counted, number>> = {
    writes: { user: limits.writesPerUser, address: limits.writesPerAddress },
    checkouts: { user: limits.checkoutsPerUser, address: limits.checkoutsPerAddress },
    addOrders: { user: limits.addOrdersPerUser, address: limits.addOrdersPerAddress },
  };
  const writeCount = (request: FastifyRequest, counted: Counted, who: string): WriteCount | null => {
    if (!isCountedWrite(request)) return null;
    const booking = BOOKING_LIMITS[request.routeOptions.url ?? ''];
    const names: LimitName[] = booking ? ['writes', booking] : ['writes'];
    const keyOf = (name: LimitName) => `${name}:${counted}:${who}`;
    return {
      keys: names.map(keyOf),
      windowMs: limits.windowSeconds * 1000,
      refuseOverLimit: ({ hits, msLeft }) => {
        if (names.some((name) => (hits.get(keyOf(name)) ?? 0) > maxima[name][counted])) {
          throw new ApiFailure('tooManyRequests', 429, { seconds: String(Math.max(1, Math.ceil(msLeft / 1000))) });
        }
      },
    };
  };
  const count = async (request: FastifyRequest, counted: Counted, who: string): Promise<void> => {
    const write = writeCount(request, counted, who);
    if (write) write.refuseOverLimit(await countRateLimitHits(deps.db, write.keys, write.windowMs, deps.clock()));
  };
  app.addHook('onRequest', async (request) => count(request, 'address', normalizeIP(request.ip)));
  return {
    countCaller: (request, userId) => count(request, 'user', userId),
    callerCount: (request, userId) => writeCount(request, 'user', userId),
  };
}

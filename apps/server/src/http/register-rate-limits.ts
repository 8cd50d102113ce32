import { normalizeIP } from '@fastify/rate-limit';
import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { countRateLimitHits } from '../services/rate-limit/count-rate-limit-hits';
import type { RateLimits } from '../services/rate-limit/rate-limits';

/** What a write is counted under besides all writes: the booking calls each have limits of their own. */
type LimitName = 'writes' | 'checkouts' | 'addOrders';

/** Who a count is of: the signed-in user, or the client's address. */
type Counted = 'user' | 'address';

const BOOKING_LIMITS: Readonly<Record<string, LimitName>> = { [checkoutEndpoint.path]: 'checkouts', [addOrderEndpoint.path]: 'addOrders' };

/** The per-user half of the limits, which needs the session: see registerRateLimits. */
export interface RequestLimiter {
  /**
   * Counts a write (POST) of the signed-in `userId` against the user's limits (all writes, and a booking
   * call's own); over one it throws HTTP 429 'tooManyRequests' with the seconds until the window ends.
   */
  countCaller(request: FastifyRequest, userId: string): Promise<void>;
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
  const count = async (request: FastifyRequest, counted: Counted, who: string): Promise<void> => {
    const booking = BOOKING_LIMITS[request.routeOptions.url ?? ''];
    const names: LimitName[] = booking ? ['writes', booking] : ['writes'];
    const keyOf = (name: LimitName) => `${name}:${counted}:${who}`;
    const { hits, msLeft } = await countRateLimitHits(deps.db, names.map(keyOf), limits.windowSeconds * 1000, deps.clock());
    if (names.some((name) => (hits.get(keyOf(name)) ?? 0) > maxima[name][counted])) {
      throw new ApiFailure('tooManyRequests', 429, { seconds: String(Math.max(1, Math.ceil(msLeft / 1000))) });
    }
  };
  app.addHook('onRequest', async (request) => {
    if (isCountedWrite(request)) await count(request, 'address', normalizeIP(request.ip));
  });
  return {
    countCaller: async (request, userId) => {
      if (isCountedWrite(request)) await count(request, 'user', userId);
    },
  };
}

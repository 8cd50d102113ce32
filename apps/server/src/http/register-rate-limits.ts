import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { postgresRateLimitStore } from '../services/rate-limit/postgres-rate-limit-store';
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
 * Rate limits on writes with @fastify/rate-limit over Postgres (postgresRateLimitStore), so they hold across
 * server processes: an onRequest hook counts every signed POST per address (the client's, as TRUST_PROXY
 * reads it; IPv6 by /64) before its body is read, and the routes count it per user once the session is
 * checked (the returned {@link RequestLimiter}). Checkout and add-order count against limits of their own
 * as well. A call over a limit is HTTP 429 in the envelope ('too many requests, please try again in N s')
 * with Retry-After.
 */
export function registerRateLimits(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: () => number; limits: RateLimits }): RequestLimiter {
  void app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(deps.db, deps.clock) });
  const { limits } = deps;
  const maxima: Record<LimitName, Record<Counted, number>> = {
    writes: { user: limits.writesPerUser, address: limits.writesPerAddress },
    checkouts: { user: limits.checkoutsPerUser, address: limits.checkoutsPerAddress },
    addOrders: { user: limits.addOrdersPerUser, address: limits.addOrdersPerAddress },
  };
  const callers = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  // The plugin's createRateLimit exists once it has loaded, so the limiters are made at the first request.
  const limiter = (name: LimitName, counted: Counted) => {
    const id = `${name}:${counted}`;
    let made = limiters.get(id);
    if (!made) {
      made = app.createRateLimit({
        max: maxima[name][counted],
        timeWindow: limits.windowSeconds * 1000,
        keyGenerator: (request) => `${id}:${counted === 'user' ? (callers.get(request) ?? '') : normalizeIP(request.ip)}`,
      });
      limiters.set(id, made);
    }
    return made;
  };
  const count = async (request: FastifyRequest, counted: Counted): Promise<void> => {
    const booking = BOOKING_LIMITS[request.routeOptions.url ?? ''];
    for (const name of booking ? (['writes', booking] as const) : (['writes'] as const)) {
      const result = await limiter(name, counted)(request);
      if (!result.isAllowed && result.isExceeded) throw new ApiFailure('tooManyRequests', 429, { seconds: String(Math.max(1, result.ttlInSeconds)) });
    }
  };
  app.addHook('onRequest', async (request) => {
    if (isCountedWrite(request)) await count(request, 'address');
  });
  return {
    countCaller: async (request, userId) => {
      if (!isCountedWrite(request)) return;
      callers.set(request, userId);
      await count(request, 'user');
    },
  };
}

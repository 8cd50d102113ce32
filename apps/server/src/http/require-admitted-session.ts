import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SessionArea } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';
import { liveSessionQuery } from '../services/auth/is-live-session';
import { rateLimitKeyOrder, rateLimitWindow } from '../services/rate-limit/count-rate-limit-hits';
import { recordSignature } from './replay-guard';
import type { RouteContext } from './route-context';
import type { SessionCaller } from './route-caller';
import { claimedSession, requireSession } from './require-session';

/**
 * The caller of a call that needs a session of `area` (requireSession's checks and refusals), with a write's
 * replay guard and per-user rate limits in the same statement: one round trip and one commit instead of three
 * on every signed POST of a signed-in caller (issue 17's add-order throughput). The statement records the
 * request's (Uniq, Sign) (recordSignature; the replay guard's hook leaves these routes to it, see
 * replayGuardedByHandler), reads the session, and counts the write against the user's limits
 * (RequestLimiter.callerCount) only when the request is new and the session live. Refusals come in the order
 * of the checks: 'requestReplayed', then HTTP 401, then HTTP 429. A call that is not a counted write (a GET)
 * only has its session checked.
 */
export async function requireAdmittedSession(
  context: Pick<RouteContext, 'db' | 'clock' | 'limits'>,
  request: FastifyRequest,
  area: SessionArea,
): Promise<SessionCaller> {
  const claimed = claimedSession(request);
  const count = context.limits.callerCount(request, claimed.userId);
  if (!count) return requireSession(context, request, area);
  const now = context.clock();
  const window = rateLimitWindow(count.windowMs, now);
  const keys = JSON.stringify(rateLimitKeyOrder(count.keys));
  const admission = await context.db
    .with('new_signature', (db) => recordSignature(db, request, now))
    .with('live_session', (db) => liveSessionQuery(db, { tokenHash: claimed.sessionTokenHash, userId: claimed.userId, area }, now))
    // Data-modifying WITH queries all run: this one adds a hit only to a new request of a live session, its keys in order.
    .with('counted', (db) =>
      db
        .insertInto('rate_limit_window')
        .columns(['key', 'window_start', 'expires_at', 'hits'])
        .expression(
          sql`SELECT k.key, ${window.start}::timestamptz, ${window.expiresAt}::timestamptz, 1
                FROM jsonb_array_elements_text(${keys}::jsonb) WITH ORDINALITY AS k(key, position)
               WHERE EXISTS (SELECT FROM new_signature) AND EXISTS (SELECT FROM live_session)
               ORDER BY k.position`,
        )
        .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_window.hits + 1` }))
        .returning(['key', 'hits']),
    )
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('new_signature').select('uniq')).as('fresh'),
      eb.exists(eb.selectFrom('live_session').select('user_id')).as('live'),
      sql<Record<string, number> | null>`(SELECT json_object_agg(key, hits) FROM counted)`.as('hits'),
    ])
    .executeTakeFirstOrThrow();
  if (!admission.fresh) throw new ApiFailure('requestReplayed');
  if (!admission.live) throw new ApiFailure('tokenExpired', 401);
  count.refuseOverLimit({ hits: new Map(Object.entries(admission.hits ?? {})), msLeft: window.msLeft });
  return claimed;
}

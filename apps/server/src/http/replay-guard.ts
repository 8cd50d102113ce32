import { SIGNATURE_WINDOW_MS, SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, QueryCreator } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * True on the routes whose handler records the request's signature itself, in the statement that
     * checks the caller's session (requireAdmittedSession): the replay guard's hook leaves them to it.
     */
    replayGuardedByHandler?: boolean;
  }
}

/**
 * How long a seen signature is kept: a Timestamp is accepted from `window` before to `window` after the
 * server's clock, so one request can be accepted during 2 × window; after that its replay fails as stale.
 */
const KEEP_MS = 2 * SIGNATURE_WINDOW_MS;

/** Whether `request` is one the replay guard records: a signed POST of the API (GETs change nothing). */
export function isReplayGuarded(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  return request.method === 'POST' && !request.is404 && route.url?.startsWith('/api/') === true && route.config.signed !== false;
}

/**
 * The insert recording the (Uniq, Sign) of `request` as seen at `now` (ms), answering its uniq when it is
 * new and no row when the same request was seen before. The signature check accepts upper-case hex too:
 * the same request must not pass again in another case, so Sign is kept in lower case.
 */
export function recordSignature(db: QueryCreator<DatabaseSchema>, request: FastifyRequest, now: number) {
  const uniq = request.headers[SIGNING_HEADERS.uniq.toLowerCase()];
  const sign = request.headers[SIGNING_HEADERS.sign.toLowerCase()];
  // The signature check has refused requests without these already.
  if (typeof uniq !== 'string' || typeof sign !== 'string') throw new ApiFailure('signatureInvalid');
  return db
    .insertInto('request_signature')
    .values({ uniq, sign: sign.toLowerCase(), seen_at: new Date(now) })
    .onConflict((conflict) => conflict.columns(['uniq', 'sign']).doNothing())
    .returning('uniq');
}

/**
 * preValidation hook, to run after the signature check: records each signed POST's (Uniq, Sign) in
 * request_signature (in Postgres, so every server instance sees it) and refuses the same request a second
 * time ('this request has already been received'), before any handler runs; a route whose handler records
 * it with its session check (replayGuardedByHandler) is left to it. GETs change nothing and are not
 * recorded. Rows older than the window are pruned at most once per window per server.
 */
export function createReplayGuard(db: Kysely<DatabaseSchema>, clock: () => number) {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return async function refuseReplay(request: FastifyRequest): Promise<void> {
    if (!isReplayGuarded(request)) return;
    const now = clock();
    if (now - lastPrune >= SIGNATURE_WINDOW_MS) {
      lastPrune = now;
      await db.deleteFrom('request_signature').where('seen_at', '<', new Date(now - KEEP_MS)).execute();
    }
    if (request.routeOptions.config.replayGuardedByHandler) return;
    if (!(await recordSignature(db, request, now).executeTakeFirst())) throw new ApiFailure('requestReplayed');
  };
}

/** Adds the replay guard to every route of `app` (after the signature check, which create-server adds first). */
export function registerReplayGuard(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number }): void {
  app.addHook('preValidation', createReplayGuard(context.db, context.clock));
}

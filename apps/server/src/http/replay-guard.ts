import { SIGNATURE_WINDOW_MS, SIGNING_HEADERS } from '@luggage/api/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure } from '../errors/api-failure';

/**
 * How long a seen signature is kept: a Timestamp is accepted from `window` before to `window` after the
 * server's clock, so one request can be accepted during 2 × window; after that its replay fails as stale.
 */
const KEEP_MS = 2 * SIGNATURE_WINDOW_MS;

/**
 * preValidation hook, to run after the signature check: records each signed POST's (Uniq, Sign) in
 * request_signature (in Postgres, so every server instance sees it) and refuses the same request a second
 * time ('this request has already been received'), before any handler runs. GETs change nothing and are
 * not recorded. Rows older than the window are pruned at most once per window per server.
 */
export function createReplayGuard(db: Kysely<DatabaseSchema>, clock: () => number) {
  let lastPrune = Number.NEGATIVE_INFINITY;
  return async function refuseReplay(request: FastifyRequest): Promise<void> {
    const route = request.routeOptions;
    if (request.method !== 'POST' || request.is404 || !route.url?.startsWith('/api/') || route.config.signed === false) return;
    const uniq = request.headers[SIGNING_HEADERS.uniq.toLowerCase()];
    const sign = request.headers[SIGNING_HEADERS.sign.toLowerCase()];
    // The signature check has refused requests without these already.
    if (typeof uniq !== 'string' || typeof sign !== 'string') throw new ApiFailure('signatureInvalid');
    const now = clock();
    if (now - lastPrune >= SIGNATURE_WINDOW_MS) {
      lastPrune = now;
      await db.deleteFrom('request_signature').where('seen_at', '<', new Date(now - KEEP_MS)).execute();
    }
    // The signature check accepts upper-case hex too: the same request must not pass again in another case.
    const inserted = await db
      .insertInto('request_signature')
      .values({ uniq, sign: sign.toLowerCase(), seen_at: new Date(now) })
      .onConflict((conflict) => conflict.columns(['uniq', 'sign']).doNothing())
      .returning('uniq')
      .executeTakeFirst();
    if (!inserted) throw new ApiFailure('requestReplayed');
  };
}

/** Adds the replay guard to every route of `app` (after the signature check, which create-server adds first). */
export function registerReplayGuard(app: FastifyInstance, context: { db: Kysely<DatabaseSchema>; clock: () => number }): void {
  app.addHook('preValidation', createReplayGuard(context.db, context.clock));
}

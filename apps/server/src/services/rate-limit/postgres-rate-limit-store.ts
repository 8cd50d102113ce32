import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * A store of @fastify/rate-limit (its custom store interface) whose counters live in Postgres
 * (rate_limit_window), so a limit holds across every server process on the database: each request adds
 * one to its key's fixed window ([⌊now / timeWindow⌋ × timeWindow, + timeWindow), `clock` ms) with one atomic
 * upsert, which answers the count so far and the ms left in the window. Expired windows are deleted by
 * removeExpiredRateLimitWindows. The plugin builds the store itself (`new Store(options)`), so this
 * answers the class, bound to `db` and `clock`.
 */
export function postgresRateLimitStore(db: Kysely<DatabaseSchema>, clock: () => number): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      const expiresAt = windowStart + timeWindow;
      db.insertInto('rate_limit_window')
        .values({ key, window_start: new Date(windowStart), expires_at: new Date(expiresAt), hits: 1 })
        .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((update) => ({ hits: update('rate_limit_window.hits', '+', 1) })))
        .returning('hits')
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: row.hits, ttl: expiresAt - now }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** Every limit shares the table: the keys carry the limit's name. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

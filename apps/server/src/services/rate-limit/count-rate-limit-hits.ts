import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** The counts of one request in its keys' current windows, and the ms left in those windows. */
export interface RateLimitHits {
  /** Hits so far in the current window of each key, this request included. */
  hits: ReadonlyMap<string, number>;
  msLeft: number;
}

/**
 * Adds one hit to each of `keys` in its current fixed window of `windowMs` ([⌊now / windowMs⌋ × windowMs,
 * + windowMs), `now` ms) in rate_limit_window, so a limit holds across every server process on the database,
 * and answers the counts so far. One multi-row upsert, whatever the number of keys (one round trip per
 * request), with the keys in sorted order: two requests sharing keys lock their rows in the same order and
 * never wait on each other crosswise. Expired windows are deleted by removeExpiredRateLimitWindows.
 */
export async function countRateLimitHits(db: Kysely<DatabaseSchema>, keys: readonly string[], windowMs: number, now: number): Promise<RateLimitHits> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const sorted = [...new Set(keys)].sort();
  const rows = await db
    .insertInto('rate_limit_window')
    .values(sorted.map((key) => ({ key, window_start: new Date(windowStart), expires_at: expiresAt, hits: 1 })))
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_window.hits + 1` }))
    .returning(['key', 'hits'])
    .execute();
  return { hits: new Map(rows.map((row) => [row.key, row.hits])), msLeft: windowStart + windowMs - now };
}

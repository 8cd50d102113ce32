import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** The counts of one request in its keys' current windows, and the ms left in those windows. */
export interface RateLimitHits {
  /** Hits so far in the current window of each key, this request included. */
  hits: ReadonlyMap<string, number>;
  msLeft: number;
}

/** The fixed window of `windowMs` that `now` (ms) falls in: [⌊now / windowMs⌋ × windowMs, + windowMs). */
export function rateLimitWindow(windowMs: number, now: number): { start: Date; expiresAt: Date; msLeft: number } {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), expiresAt: new Date(start + windowMs), msLeft: start + windowMs - now };
}

/**
 * `keys` each once, in the order every count locks its rows in: two requests sharing keys lock them in the
 * same order and never wait on each other crosswise.
 */
export function rateLimitKeyOrder(keys: readonly string[]): string[] {
  return [...new Set(keys)].sort();
}

/**
 * Adds one hit to each of `keys` in its current fixed window of `windowMs` (rateLimitWindow at `now`, ms) in
 * rate_limit_window, so a limit holds across every server process on the database, and answers the counts
 * so far. One multi-row upsert, whatever the number of keys (one round trip per request), with the keys in
 * rateLimitKeyOrder. Expired windows are deleted by removeExpiredRateLimitWindows.
 */
export async function countRateLimitHits(db: Kysely<DatabaseSchema>, keys: readonly string[], windowMs: number, now: number): Promise<RateLimitHits> {
  const window = rateLimitWindow(windowMs, now);
  const rows = await db
    .insertInto('rate_limit_window')
    .values(rateLimitKeyOrder(keys).map((key) => ({ key, window_start: window.start, expires_at: window.expiresAt, hits: 1 })))
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_window.hits + 1` }))
    .returning(['key', 'hits'])
    .execute();
  return { hits: new Map(rows.map((row) => [row.key, row.hits])), msLeft: window.msLeft };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Deletes the rate-limit windows over at `now` (ms) and answers how many: they count nothing any more
 * (countRateLimitHits counts in the current window only). One DELETE: safe from several processes at once.
 */
export async function removeExpiredRateLimitWindows(db: Kysely<DatabaseSchema>, now: number): Promise<number> {
  const removed = await db.deleteFrom('rate_limit_window').where('expires_at', '<=', new Date(now)).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

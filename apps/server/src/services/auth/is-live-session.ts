import type { Kysely } from 'kysely';
import type { DatabaseSchema, SessionArea } from '../../db/database-schema';

/**
 * Whether the session whose token hashes to `session.tokenHash` belongs to `session.userId`, is of
 * `session.area` ('user': consumer, 'business': shop staff) and is neither revoked nor expired at `now` (ms).
 */
export async function isLiveSession(
  db: Kysely<DatabaseSchema>,
  session: { tokenHash: string; userId: string; area: SessionArea },
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('user_id')
    .where('token_hash', '=', session.tokenHash)
    .where('user_id', '=', session.userId)
    .where('area', '=', session.area)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .executeTakeFirst();
  return row !== undefined;
}

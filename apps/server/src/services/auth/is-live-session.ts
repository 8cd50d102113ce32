import type { Kysely, QueryCreator } from 'kysely';
import type { DatabaseSchema, SessionArea } from '../../db/database-schema';

/** Who a session is said to be: its token's hash, its user and its area. */
export interface ClaimedSession {
  tokenHash: string;
  userId: string;
  area: SessionArea;
}

/**
 * The row (its user_id) of the session whose token hashes to `session.tokenHash` when it belongs to
 * `session.userId`, is of `session.area` ('user': consumer, 'business': shop staff) and is neither revoked
 * nor expired at `now` (ms); no row otherwise. A query of its own, to run alone or inside a larger statement.
 */
export function liveSessionQuery(db: QueryCreator<DatabaseSchema>, session: ClaimedSession, now: number) {
  return db
    .selectFrom('session')
    .select('user_id')
    .where('token_hash', '=', session.tokenHash)
    .where('user_id', '=', session.userId)
    .where('area', '=', session.area)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now));
}

/** Whether `session` is live at `now` (ms): see liveSessionQuery. */
export async function isLiveSession(db: Kysely<DatabaseSchema>, session: ClaimedSession, now: number): Promise<boolean> {
  return (await liveSessionQuery(db, session, now).executeTakeFirst()) !== undefined;
}

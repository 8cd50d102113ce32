import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** Ends the session whose token hashes to `tokenHash` at `now` (ms); its token is refused from then on. */
export async function revokeSession(db: Kysely<DatabaseSchema>, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('session').set({ revoked_at: new Date(now) }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

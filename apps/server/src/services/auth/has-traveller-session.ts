import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/** Whether `userId` has ever had a consumer session (sessions are revoked or expire, never deleted): false at a traveller's first login. */
export async function hasTravellerSession(db: Kysely<DatabaseSchema>, userId: string): Promise<boolean> {
  const session = await db.selectFrom('session').select('token_hash').where('user_id', '=', userId).where('area', '=', 'user').limit(1).executeTakeFirst();
  return session !== undefined;
}

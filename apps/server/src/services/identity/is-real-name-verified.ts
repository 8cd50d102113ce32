import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * Whether `userId`'s real name is verified: an identity verification of theirs passed, with the name they
 * confirmed by SMS (updatename; a new name needs a new verification). Withdrawals and a promotion code need it.
 */
export async function isRealNameVerified(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .innerJoin('identity_verification', 'identity_verification.user_id', 'app_user.id')
    .select(sql<number>`1`.as('verified'))
    .where('app_user.id', '=', userId)
    .where('identity_verification.result', '=', 'passed')
    .whereRef('identity_verification.name', '=', 'app_user.real_name')
    .executeTakeFirst();
  return row !== undefined;
}

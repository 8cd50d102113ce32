import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The id of the account of a phone, made at `now` (ms) on the phone's first sign-in (traveller or staff).
 * Safe against a parallel first sign-in of the same phone: the unique (country, phone) decides.
 */
export async function upsertAppUser(db: Kysely<DatabaseSchema>, account: { country: string; phone: string }, now: number): Promise<string> {
  // The no-op update makes RETURNING give the id of an existing account too.
  const user = await db
    .insertInto('app_user')
    .values({ country: account.country, phone: account.phone, created_at: new Date(now) })
    .onConflict((conflict) => conflict.columns(['country', 'phone']).doUpdateSet({ phone: (eb) => eb.ref('excluded.phone') }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The id of the account of a phone, made at `now` (ms) on the phone's first sign-in (traveller or staff),
 * and whether this call made it (`isNew`). Safe against a parallel first sign-in of the same phone: the
 * unique (country, phone) decides, and only the sign-in whose insert won sees `isNew`.
 */
export async function upsertAppUser(db: Kysely<DatabaseSchema>, account: { country: string; phone: string }, now: number): Promise<{ id: string; isNew: boolean }> {
  // The no-op update makes RETURNING give the id of an existing account too; a row this statement
  // inserted has no updating transaction (xmax 0), one it updated has this one's.
  return db
    .insertInto('app_user')
    .values({ country: account.country, phone: account.phone, created_at: new Date(now) })
    .onConflict((conflict) => conflict.columns(['country', 'phone']).doUpdateSet({ phone: (eb) => eb.ref('excluded.phone') }))
    .returning(['id', sql<boolean>`xmax = 0`.as('isNew')])
    .executeTakeFirstOrThrow();
}

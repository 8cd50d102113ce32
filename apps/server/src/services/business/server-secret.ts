import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database-schema';

/**
 * The server-wide secret called `name`: made (256 random bits, hex) by the first server instance that
 * asks and read by all others from the database, so every instance signs and checks alike.
 */
export async function serverSecret(db: Kysely<DatabaseSchema>, name: string): Promise<string> {
  await db
    .insertInto('server_secret')
    .values({ name, value: randomBytes(32).toString('hex'), created_at: new Date() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

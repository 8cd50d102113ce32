import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseSchema } from './database-schema';
import { migrationProvider } from './migrations/migration-provider';

/**
 * The migrations this server holds, split by whether kysely's migration table says they ran on `db`
 * (names, in the provider's order). Throws when the database does not answer.
 */
export async function migrationState(db: Kysely<DatabaseSchema>): Promise<{ executed: string[]; pending: string[] }> {
  const migrations = await new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true }).getMigrations();
  return {
    executed: migrations.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name),
    pending: migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name),
  };
}

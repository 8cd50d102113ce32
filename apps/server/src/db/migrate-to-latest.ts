import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseSchema } from './database-schema';
import { migrationProvider } from './migrations/migration-provider';

/**
 * Applies the migrations not yet applied (none → no-op) and returns their names. Fails with the first
 * migration's error. Numbers are handed out to features ahead and the features land in any order, so a
 * database that already has a later migration still gets an earlier one that landed after it.
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

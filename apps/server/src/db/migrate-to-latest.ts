import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseSchema } from './database-schema';
import { migrationProvider } from './migrations/migration-provider';
import { heldMigrationNames, storedMigrationNames } from './pending-migrations';

/**
 * Applies the migrations not yet applied (none → no-op) and returns their names. Fails with the first
 * migration's error. Numbers are handed out to features ahead and the features land in any order, so a
 * database that already has a later migration still gets an earlier one that landed after it. When the
 * database has run exactly the migrations this server holds (every start but the first after an update),
 * kysely's Migrator and its lock are skipped; otherwise it decides (and refuses a database that ran a
 * migration this server does not hold).
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const [held, stored] = await Promise.all([heldMigrationNames(), storedMigrationNames(db)]);
  const ran = new Set(stored);
  if (stored.length === held.length && held.every((name) => ran.has(name))) return [];
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { DatabaseSchema } from './database-schema';
import { migrationProvider } from './migrations/migration-provider';

/**
 * Applies the migrations not yet applied (none → no-op) and returns their names. Fails with the first
 * migration's error. `schema` keeps Kysely's bookkeeping tables in a given schema (tests on Postgres).
 */
export async function migrateToLatest(db: Kysely<DatabaseSchema>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

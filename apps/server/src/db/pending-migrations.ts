import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';
import { migrationProvider } from './migrations/migration-provider';

/** The names of this server's migrations, in the provider's order. */
export async function heldMigrationNames(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations());
}

/**
 * The migration names kysely's migration table holds on `db` (none on a new database). Two plain queries:
 * kysely's Migrator first reads the columns of every table to find its own (hundreds of ms on PGlite).
 */
export async function storedMigrationNames(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { rows: tables } = await sql<{ name: string | null }>`SELECT to_regclass('kysely_migration')::text AS name`.execute(db);
  if (tables[0]?.name == null) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * The migrations this server holds, split by whether kysely's migration table says they ran on `db`
 * (names, in the provider's order). Throws when the database does not answer.
 */
export async function migrationState(db: Kysely<DatabaseSchema>): Promise<{ executed: string[]; pending: string[] }> {
  const [held, stored] = await Promise.all([heldMigrationNames(), storedMigrationNames(db)]);
  const ran = new Set(stored);
  return { executed: held.filter((name) => ran.has(name)), pending: held.filter((name) => !ran.has(name)) };
}

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../db/open-database';
import { adminQuery } from './database-templates';

/**
 * A migrated (unless `migrated: false`), empty database for one test file, copied from the run's
 * templates (see database-templates.ts): in the 'postgres' test project a fresh database on the Postgres
 * server of TEST_DATABASE_URL (dropped on close), else an in-memory PGlite.
 * A database per file, not a schema: Kysely's migrator lists the tables of every schema of its database,
 * which fails when another file drops its schema at that moment.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_KIND !== 'postgres' || !url) {
    const archives = inject('pgliteArchives');
    const archive = readFileSync(migrated ? archives.migrated : archives.empty);
    const database = openDatabase({ pgliteArchive: new Blob([archive]) });
    // PGlite starts on first use (a second or so on a busy machine): do it here, under the hook's longer time-out.
    await sql`SELECT 1`.execute(database.db);
    return database;
  }
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(url, migrated ? `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}` : `CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: databaseUrl.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      // The pool's end does not wait for its sockets to close: a forced drop while they are still closing
      // kills them, and pg reports that as an uncaught error. Give them a moment first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await adminQuery<{ open: number }>(url, 'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

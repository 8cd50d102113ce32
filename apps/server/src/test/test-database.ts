import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate-to-latest';
import { openDatabase, type OpenDatabase } from '../db/open-database';

/**
 * A migrated (unless `migrated: false`), empty database for one test file: in the 'postgres' test project
 * a fresh database on the Postgres server of TEST_DATABASE_URL (dropped on close), else an in-memory PGlite.
 * A database per file, not a schema: Kysely's migrator lists the tables of every schema of its database,
 * which fails when another file drops its schema at that moment.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_KIND !== 'postgres' || !url) {
    const database = openDatabase({});
    // PGlite starts on first use (seconds on a busy machine): do it here, under the hook's longer time-out.
    await sql`SELECT 1`.execute(database.db);
    if (migrated) await migrateToLatest(database.db);
    return database;
  }
  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = async (statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query<{ open: number }>(statement, values);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: databaseUrl.toString() });
  if (migrated) await migrateToLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      // The pool's end does not wait for its sockets to close: a forced drop while they are still closing
      // kills them, and pg reports that as an uncaught error. Give them a moment first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await admin('SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

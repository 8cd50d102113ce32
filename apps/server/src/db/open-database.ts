import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseSchema } from './database-schema';

/** Which database to open. */
export interface DatabaseTarget {
  /** A real Postgres (postgres://…); when set, PGlite is not used. */
  databaseUrl?: string | null;
  /** PGlite's data folder; null or absent → an in-memory PGlite (tests). */
  pgliteDir?: string | null;
  /** An in-memory PGlite starts from this data folder archive (PGlite's dumpDataDir): tests copy a template. */
  pgliteArchive?: Blob;
}

/** An open database: the Kysely instance, its kind and how to close it. */
export interface OpenDatabase {
  db: Kysely<DatabaseSchema>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * Opens Postgres through a pg Pool when `databaseUrl` is set, else PGlite (embedded Postgres). The same
 * SQL runs on both. PGlite runs one query at a time; Postgres serves several servers at once.
 */
export function openDatabase(target: DatabaseTarget, onConnectionError: (error: Error) => void = () => {}): OpenDatabase {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // A connection ended by the server (restart, failover, idle reaper, pg_terminate_backend) emits 'error'
    // on its client: unheard, that ends the process. An idle one is heard by the pool; one in use is heard
    // here, and its query fails on its own (the request gets 'databaseUnavailable'). Either way pg drops the
    // broken client and the next request gets a new connection.
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  const pglite = target.pgliteDir ? new PGlite(target.pgliteDir) : new PGlite({ loadDataDir: target.pgliteArchive });
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import type { DatabaseSchema } from './database-schema';
import { statementNameOf } from './named-statements';

/** Which database to open. */
export interface DatabaseTarget {
  /** A real Postgres (postgres://…); when set, PGlite is not used. */
  databaseUrl?: string | null;
  /** PGlite's data folder; null or absent → an in-memory PGlite (tests). */
  pgliteDir?: string | null;
  /** An in-memory PGlite starts from this data folder archive (PGlite's dumpDataDir): tests copy a template. */
  pgliteArchive?: Blob;
}

/**
 * How a column's text becomes a JS value, the same on PGlite and Postgres, for the types whose defaults
 * differ or do not suit (every other type keeps its driver's default: timestamptz a Date, int4 a number):
 * - DATE: the 'yyyy-MM-dd' text itself (Postgres writes dates so), the form of every day in code; never a
 *   Date at some zone's midnight.
 * - INT8 (bigint): the decimal text, never a JS number that could round: the ids, as the contract has
 *   them. count(*) and sum() of an int are INT8 too, and no parser can tell them from ids: a count or sum
 *   a service computes with is asked for as an int4 (`count(*)::int`, `sum(units)::int`), the one cast
 *   for JS left in SQL (a shop's counts and fen sums stay far below 2^31; past it Postgres refuses, it
 *   never rounds).
 */
const TYPE_PARSERS: Record<number, (text: string) => string> = {
  [types.DATE]: (text) => text,
  [types.INT8]: (text) => text,
};

/**
 * pg's client class for the pool: Kysely runs each statement as `query(text, values)`; a text that
 * compileNamed marked goes as pg's named statement `{ name, text, values }`, which each connection parses and
 * plans once (see compileNamed). Everything else goes through unchanged.
 */
function namingClientClass(pgModule: typeof pg): typeof pg.Client {
  return class NamingClient extends pgModule.Client {
    override query(...args: unknown[]): never {
      const [text, values, ...rest] = args;
      const name = typeof text === 'string' && Array.isArray(values) ? statementNameOf(text) : undefined;
      const call = name === undefined ? args : [{ name, text, values }, ...rest];
      return (super.query as (...callArgs: unknown[]) => never)(...call);
    }
  };
}

/**
 * pg's pool for `databaseUrl`, made when Kysely first needs a connection: pg loads only for a real Postgres,
 * never with PGlite. Its type parsers are {@link TYPE_PARSERS}, else pg's defaults (the process-wide
 * pg.types stays as it is); its clients run named statements as such (namingClientClass).
 */
async function createPool(databaseUrl: string, onConnectionError: (error: Error) => void): Promise<pg.Pool> {
  const { default: pgModule } = await import('pg');
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') => TYPE_PARSERS[oid] ?? pgModule.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'];
  const pool = new pgModule.Pool({ connectionString: databaseUrl, max: 10, types: { getTypeParser }, Client: namingClientClass(pgModule) });
  // A connection ended by the server (restart, failover, idle reaper, pg_terminate_backend) emits 'error'
  // on its client: unheard, that ends the process. An idle one is heard by the pool; one in use is heard
  // here, and its query fails on its own (the request gets 'databaseUnavailable'). Either way pg drops the
  // broken client and the next request gets a new connection.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

/**
 * PGlite's Postgres settings: its own start parameters, with a smaller shared buffer pool than Postgres's
 * 128 MB. PGlite's WebAssembly memory holds the pool, and Postgres writes the whole pool when it starts,
 * so each MB of it is a MB of the server's resident memory and start-up work; the embedded database is
 * a few tens of MB, and pages outside the pool are read back from the operating system's file cache.
 * Durability is unchanged: a commit's WAL is written to the data folder's files before it answers
 * (PGlite runs Postgres with fsync off; relaxedDurability stays off, it only matters to browser stores).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * How much of a WebAssembly function must run before V8 compiles it again with its optimising compiler
 * (TurboFan): ten times V8's default (1 800 000, a rough count of bytes executed). With the default, Postgres's
 * start-up and the server's first queries send thousands of PGlite's functions to TurboFan at once, on the
 * same 2 cores that start the server: about 0.35 s of the ~1.75 s of CPU of a warm restart (issue 17). Code
 * that stays hot still tiers up; the CPU of repeated searches once warm measured the same.
 */
export const PGLITE_WASM_TIERING_FLAG = '--wasm-tiering-budget=18000000';

/** An open database: the Kysely instance, its kind and how to close it. */
export interface OpenDatabase {
  db: Kysely<DatabaseSchema>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The connections now: pg's pool reports total, idle and waiting (requests queued); PGlite has its one connection. */
  poolStats: () => Partial<Record<'total' | 'idle' | 'waiting', number>>;
}

/**
 * Opens Postgres through a pg Pool when `databaseUrl` is set, else PGlite (embedded Postgres). The same
 * SQL runs on both and reads the same values (see TYPE_PARSERS: days 'yyyy-MM-dd', bigints decimal text,
 * as the table types of DatabaseSchema say). PGlite runs one query at a time; Postgres serves several
 * servers at once.
 */
export function openDatabase(target: DatabaseTarget, onConnectionError: (error: Error) => void = () => {}): OpenDatabase {
  const { databaseUrl } = target;
  if (databaseUrl) {
    let pool: pg.Pool | undefined;
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: async () => (pool = await createPool(databaseUrl, onConnectionError)) }) });
    return { db, kind: 'postgres', close: () => db.destroy(), poolStats: () => ({ total: pool?.totalCount ?? 0, idle: pool?.idleCount ?? 0, waiting: pool?.waitingCount ?? 0 }) };
  }
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  // Process-wide, before PGlite compiles its module (read when the module is compiled and instantiated).
  v8.setFlagsFromString(PGLITE_WASM_TIERING_FLAG);
  const pglite = target.pgliteDir
    ? new PGlite(target.pgliteDir, { parsers: TYPE_PARSERS, startParams: PGLITE_START_PARAMS })
    : new PGlite({ loadDataDir: target.pgliteArchive, parsers: TYPE_PARSERS, startParams: PGLITE_START_PARAMS });
  const db = new Kysely<DatabaseSchema>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy(), poolStats: () => ({ total: 1 }) };
}

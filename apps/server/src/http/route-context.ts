import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config/load-config';
import type { DatabaseSchema } from '../db/database-schema';

/** What route handlers get besides the request: the database, its kind, the clock and the config. */
export interface RouteContext {
  db: Kysely<DatabaseSchema>;
  databaseKind: 'pglite' | 'postgres';
  /** ms since epoch; tests pass a fixed clock. */
  clock: () => number;
  config: Pick<ServerConfig, 'mapboxToken' | 'wxMiniprogramLink'>;
}

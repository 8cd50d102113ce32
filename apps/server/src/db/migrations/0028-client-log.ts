import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE client_log (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     uniq text NOT NULL CHECK (uniq ~ '^[0-9a-z]{6}$'),
     app text NOT NULL CHECK (app IN ('consumer', 'business')),
     build text NOT NULL CHECK (length(build) BETWEEN 1 AND 40),
     kind text NOT NULL CHECK (kind IN ('error', 'rejection', 'api')),
     message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
     stack text CHECK (length(stack) <= 2000),
     route text NOT NULL CHECK (length(route) <= 200),
     user_agent text NOT NULL CHECK (length(user_agent) <= 300),
     occurred_at timestamptz NOT NULL,
     received_at timestamptz NOT NULL
   )`,
  `CREATE INDEX client_log_uniq_idx ON client_log (uniq, received_at)`,
  `CREATE INDEX client_log_received_idx ON client_log (received_at)`,
];

/**
 * The apps' client errors (POST /api/user/log/): one row per entry, scrubbed of phone numbers, codes and
 * tokens before it is written, with the device (`uniq`, its Uniq header) that sent it, whose rows of the
 * last hour are its rate limit, and `received_at`, by which rows older than 14 days are deleted.
 */
export const clientLogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

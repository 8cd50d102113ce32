import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE refund ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)`,
  `ALTER TABLE refund ADD COLUMN next_attempt_at timestamptz`,
  `ALTER TABLE refund ADD COLUMN last_error text CHECK (length(last_error) <= 500)`,
  `UPDATE refund SET next_attempt_at = created_at + interval '1 minute' WHERE status = 'processing'`,
  `CREATE INDEX refund_owed_idx ON refund (next_attempt_at) WHERE status = 'processing'`,
];

/**
 * Refunds still owed are retried with backoff by any number of server processes: attempts counts the
 * provider calls made by the retry job, next_attempt_at is when a process may claim the row again (set
 * by the same statement that claims it, so a second process skips it), last_error the provider's last
 * refusal or silence. Rows processing before this migration are due a minute after they were made.
 */
export const refundAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

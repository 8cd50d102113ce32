import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * rate_limit_window becomes UNLOGGED: its counters are written without the write-ahead log, so a request's
 * count no longer waits for a disk flush. They are bumped on every write call (a booking counts four times),
 * so flushing them was most of a booking's commits (issue 17's add-order throughput). The cost: after a
 * crash of Postgres the table comes back empty, every window starts again from zero, and standbys do not
 * have it. Counters that last a minute or an hour may lose that; orders, payments and the replay guard stay
 * in logged tables.
 */
export const unloggedRateLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rate_limit_window SET UNLOGGED`.execute(db);
  },
};

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE rate_limit_window (
     key text NOT NULL CHECK (length(key) <= 300),
     window_start timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     hits integer NOT NULL CHECK (hits > 0),
     PRIMARY KEY (key, window_start)
   )`,
  `CREATE INDEX rate_limit_window_expires_idx ON rate_limit_window (expires_at)`,
  `ALTER TABLE user_order ADD COLUMN device text CHECK (device ~ '^[0-9a-z]{6}$')`,
  `CREATE INDEX user_order_unpaid_user_idx ON user_order (user_id, pay_before) WHERE status = 'unpaid'`,
  `CREATE INDEX user_order_unpaid_device_idx ON user_order (device, pay_before) WHERE status = 'unpaid'`,
  `CREATE INDEX luggage_photo_unattached_idx ON luggage_photo (created_at) WHERE order_id IS NULL`,
];

/**
 * Limits on abuse: rate_limit_window keeps the request counters of every server process (one row per key
 * and fixed window, counted by an atomic upsert, deleted once expired); user_order.device is the Uniq
 * device id an order was booked from, so unpaid orders are capped per device as well as per traveller;
 * the partial indexes find a traveller's or device's unpaid orders and the photos no order took.
 */
export const abuseLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

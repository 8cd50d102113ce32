import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE refund DROP CONSTRAINT refund_reason_check`,
  `ALTER TABLE refund ADD CONSTRAINT refund_reason_check
     CHECK (reason IN ('cancelled', 'lapsed', 'duplicate', 'application', 'mismatch'))`,
  `ALTER TABLE refund DROP CONSTRAINT refund_payment_id_key`,
  `CREATE UNIQUE INDEX refund_payment_live_idx ON refund (payment_id) WHERE status <> 'failed'`,
  `CREATE INDEX order_application_order_idx ON order_application (order_id, created_at DESC)`,
];

/**
 * Refunds: reason 'mismatch' (the provider took another amount than the payment's, and it all goes back);
 * a payment has at most one refund that has not failed, so a refund the provider reports failed can be made
 * again with a new row (and a new out_refund_no) instead of stranding the money. Plus the index behind the
 * latest application of each listed order.
 */
export const refundReasonsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

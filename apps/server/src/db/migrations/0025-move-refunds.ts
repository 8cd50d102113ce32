import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE refund DROP CONSTRAINT refund_reason_check`,
  `ALTER TABLE refund ADD CONSTRAINT refund_reason_check
     CHECK (reason IN ('cancelled', 'lapsed', 'duplicate', 'application', 'mismatch', 'combo', 'move'))`,
  `DROP INDEX refund_payment_live_idx`,
  `CREATE UNIQUE INDEX refund_payment_live_idx ON refund (payment_id) WHERE status <> 'failed' AND reason <> 'move'`,
];

/**
 * Refunds of a change of shop: reason 'move' gives back part of a payment (the new shop is cheaper) while
 * the booking goes on, so a payment may have several 'move' refunds beside its one closing refund
 * (cancelled, application, lapsed, duplicate, mismatch, combo: still at most one that has not failed). What
 * a payment still holds is its amount less its live move refunds (findRefundablePayment); the services that
 * write a move refund do so with the booking locked, so they never give back more than that.
 */
export const moveRefundsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

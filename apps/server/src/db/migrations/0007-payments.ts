import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE user_order DROP CONSTRAINT user_order_status_check`,
  `ALTER TABLE user_order ADD CONSTRAINT user_order_status_check
     CHECK (status IN ('unpaid', 'paid', 'cancelled', 'lapsed', 'refunding', 'refunded'))`,
  `ALTER TABLE user_order ADD COLUMN voucher_code text UNIQUE CHECK (voucher_code ~ '^[0-9A-Z]{8}$')`,
  `ALTER TABLE user_order ADD COLUMN cancelled_at timestamptz`,
  `ALTER TABLE user_order ADD COLUMN cancel_key text`,
  `ALTER TABLE user_order ADD COLUMN cancel_reason text`,
  `ALTER TABLE user_order ADD COLUMN pics jsonb NOT NULL DEFAULT '[]'::jsonb`,
  `CREATE TABLE payment (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL REFERENCES user_order (id),
     provider text NOT NULL CHECK (provider IN ('sandbox', 'wechat')),
     out_trade_no text NOT NULL UNIQUE CHECK (out_trade_no ~ '^[0-9a-f]{32}$'),
     amount integer NOT NULL CHECK (amount >= 0),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
     transaction_id text UNIQUE,
     created_at timestamptz NOT NULL,
     paid_at timestamptz
   )`,
  `CREATE INDEX payment_order_idx ON payment (order_id)`,
  `CREATE TABLE payment_notification (
     provider text NOT NULL,
     notification_id text NOT NULL,
     out_trade_no text NOT NULL,
     received_at timestamptz NOT NULL,
     PRIMARY KEY (provider, notification_id)
   )`,
  `CREATE TABLE refund (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL REFERENCES user_order (id),
     payment_id bigint NOT NULL UNIQUE REFERENCES payment (id),
     out_refund_no text NOT NULL UNIQUE CHECK (out_refund_no ~ '^[0-9a-f]{32}$'),
     amount integer NOT NULL CHECK (amount > 0),
     reason text NOT NULL CHECK (reason IN ('cancelled', 'lapsed', 'duplicate', 'application')),
     status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'succeeded', 'failed')),
     provider_refund_id text,
     created_at timestamptz NOT NULL,
     succeeded_at timestamptz
   )`,
  `CREATE INDEX refund_order_idx ON refund (order_id)`,
  `CREATE TABLE order_application (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL REFERENCES user_order (id),
     kind text NOT NULL CHECK (kind IN ('cancel', 'edit')),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'withdrawn', 'approved', 'rejected')),
     reason text NOT NULL,
     part integer CHECK (part BETWEEN 0 AND 100),
     pics jsonb NOT NULL DEFAULT '[]'::jsonb,
     start_date date,
     end_date date,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   )`,
  `CREATE UNIQUE INDEX order_application_one_pending_idx ON order_application (order_id) WHERE status = 'pending'`,
  `CREATE TABLE order_review (
     order_id bigint PRIMARY KEY REFERENCES user_order (id),
     user_id bigint NOT NULL REFERENCES app_user (id),
     score smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
     content text NOT NULL,
     source text NOT NULL,
     created_at timestamptz NOT NULL
   )`,
  `CREATE TABLE request_signature (
     uniq text NOT NULL,
     sign text NOT NULL,
     seen_at timestamptz NOT NULL,
     PRIMARY KEY (uniq, sign)
   )`,
  `CREATE INDEX request_signature_seen_idx ON request_signature (seen_at)`,
];

/**
 * Payments: the order's voucher code (set when paid), cancellation and photos; payment attempts per
 * provider (out_trade_no is what the provider knows), the provider notifications already applied (each
 * applied once), refunds (at most one per payment, back to that payment), cancellation applications and
 * change requests (at most one pending per order), reviews (one per order), and the signatures of signed
 * POSTs seen inside the timestamp window (a replayed request is refused).
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

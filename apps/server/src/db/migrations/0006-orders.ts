import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE user_order (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES app_user (id),
     store_id integer NOT NULL REFERENCES store (id),
     start_date date NOT NULL,
     end_date date NOT NULL,
     total_days integer NOT NULL CHECK (total_days = end_date - start_date + 1 AND total_days >= 1),
     order_amount integer NOT NULL CHECK (order_amount >= 0),
     discount_amount integer NOT NULL CHECK (discount_amount >= 0),
     pay_amount integer NOT NULL CHECK (pay_amount >= 0),
     status text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'cancelled', 'lapsed', 'refunded')),
     store_status integer NOT NULL DEFAULT 0,
     order_from text NOT NULL CHECK (order_from IN ('weixin', 'web', 'wxweb')),
     pay_before timestamptz NOT NULL,
     created_at timestamptz NOT NULL,
     paid_at timestamptz,
     CHECK (pay_amount = order_amount - discount_amount)
   )`,
  `CREATE INDEX user_order_user_idx ON user_order (user_id, created_at)`,
  `CREATE TABLE user_order_goods (
     order_id bigint NOT NULL REFERENCES user_order (id),
     goods_id smallint NOT NULL CHECK (goods_id IN (1, 2)),
     count integer NOT NULL CHECK (count > 0),
     price integer NOT NULL CHECK (price >= 0),
     discount integer NOT NULL CHECK (discount >= 0),
     PRIMARY KEY (order_id, goods_id)
   )`,
  `CREATE TABLE checkout_token (
     token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
     user_id bigint NOT NULL REFERENCES app_user (id),
     store_id integer NOT NULL REFERENCES store (id),
     cart jsonb NOT NULL,
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     order_id bigint REFERENCES user_order (id)
   )`,
  // Nothing wrote reservations before orders existed, and one without an order would never count as held.
  `DELETE FROM inventory_reservation`,
  `ALTER TABLE inventory_reservation ADD COLUMN order_id bigint NOT NULL REFERENCES user_order (id)`,
  `CREATE INDEX inventory_reservation_order_idx ON inventory_reservation (order_id)`,
];

/**
 * Orders (amounts in fen, pay = order − discount, unpaid orders hold their units until pay_before), their
 * goods lines, single-use checkout tokens (only the SHA-256 stored, with the priced cart), and the order
 * that each inventory reservation belongs to.
 */
export const ordersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

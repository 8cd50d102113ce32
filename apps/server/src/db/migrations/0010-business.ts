import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE store_staff (
     store_id integer NOT NULL REFERENCES store (id),
     user_id bigint NOT NULL REFERENCES app_user (id),
     role text NOT NULL CHECK (role IN ('owner', 'staff')),
     created_at timestamptz NOT NULL,
     PRIMARY KEY (store_id, user_id)
   )`,
  `CREATE INDEX store_staff_user_idx ON store_staff (user_id)`,
  `CREATE TABLE staff_invite (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     store_id integer NOT NULL REFERENCES store (id),
     country text NOT NULL CHECK (country ~ '^[1-9][0-9]{0,3}$'),
     phone text NOT NULL CHECK (phone ~ '^[0-9]{5,15}$'),
     role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff')),
     invited_by bigint NOT NULL REFERENCES app_user (id),
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     accepted_at timestamptz,
     accepted_by bigint REFERENCES app_user (id),
     revoked_at timestamptz
   )`,
  `CREATE UNIQUE INDEX staff_invite_one_open_idx ON staff_invite (store_id, country, phone)
     WHERE accepted_at IS NULL AND revoked_at IS NULL`,
  `CREATE INDEX staff_invite_phone_idx ON staff_invite (country, phone)`,
  `ALTER TABLE user_order ALTER COLUMN user_id DROP NOT NULL`,
  `ALTER TABLE user_order ADD COLUMN walk_in_name text CHECK (length(walk_in_name) BETWEEN 1 AND 50)`,
  `ALTER TABLE user_order ADD CONSTRAINT user_order_owner_check CHECK ((user_id IS NULL) <> (walk_in_name IS NULL))`,
  `ALTER TABLE user_order DROP CONSTRAINT user_order_order_from_check`,
  `ALTER TABLE user_order ADD CONSTRAINT user_order_order_from_check CHECK (order_from IN ('weixin', 'web', 'wxweb', 'counter'))`,
  `ALTER TABLE user_order ADD COLUMN checked_in_at timestamptz`,
  `ALTER TABLE user_order ADD COLUMN checked_in_by bigint REFERENCES app_user (id)`,
  `ALTER TABLE user_order ADD COLUMN checked_out_at timestamptz`,
  `ALTER TABLE user_order ADD COLUMN checked_out_by bigint REFERENCES app_user (id)`,
  `CREATE INDEX user_order_store_idx ON user_order (store_id, end_date)`,
  `ALTER TABLE payment DROP CONSTRAINT payment_provider_check`,
  `ALTER TABLE payment ADD CONSTRAINT payment_provider_check CHECK (provider IN ('sandbox', 'wechat', 'counter'))`,
  `ALTER TABLE payment ADD COLUMN collected_by bigint REFERENCES app_user (id)`,
  `CREATE TABLE luggage_photo (
     name text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{32}\\.(jpg|webp)$'),
     store_id integer NOT NULL REFERENCES store (id),
     order_id bigint REFERENCES user_order (id),
     uploaded_by bigint NOT NULL REFERENCES app_user (id),
     mime text NOT NULL CHECK (mime IN ('image/jpeg', 'image/webp')),
     width integer NOT NULL CHECK (width > 0),
     height integer NOT NULL CHECK (height > 0),
     content bytea NOT NULL,
     created_at timestamptz NOT NULL
   )`,
  `CREATE INDEX luggage_photo_order_idx ON luggage_photo (order_id)`,
  `CREATE TABLE order_extra_charge (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL UNIQUE REFERENCES user_order (id),
     store_id integer NOT NULL REFERENCES store (id),
     days integer NOT NULL CHECK (days > 0),
     amount integer NOT NULL CHECK (amount > 0),
     collected_by bigint NOT NULL REFERENCES app_user (id),
     created_at timestamptz NOT NULL
   )`,
  `CREATE INDEX order_extra_charge_store_idx ON order_extra_charge (store_id, created_at)`,
  `CREATE TABLE store_closure (
     store_id integer NOT NULL REFERENCES store (id),
     day date NOT NULL,
     created_by bigint NOT NULL REFERENCES app_user (id),
     created_at timestamptz NOT NULL,
     PRIMARY KEY (store_id, day)
   )`,
  `CREATE TABLE store_open_confirmation (
     store_id integer NOT NULL REFERENCES store (id),
     day date NOT NULL,
     confirmed_by bigint NOT NULL REFERENCES app_user (id),
     confirmed_at timestamptz NOT NULL,
     PRIMARY KEY (store_id, day)
   )`,
  `CREATE TABLE server_secret (
     name text PRIMARY KEY,
     value text NOT NULL CHECK (length(value) >= 32),
     created_at timestamptz NOT NULL
   )`,
];

/**
 * The business side: shop staff (an app_user with a role per shop), staff invitations by phone, walk-in
 * orders (no traveller account: a name instead, paid at the counter), check-in and check-out, luggage
 * photos (re-encoded bytes kept in the database so every server instance can serve them), extra days
 * charged at pick-up, closed days, 'open today' confirmations and server-wide secrets (photo URL signing).
 */
export const businessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

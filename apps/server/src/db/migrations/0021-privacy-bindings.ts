import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE privacy_binding (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL REFERENCES user_order (id),
     user_id bigint NOT NULL REFERENCES app_user (id),
     phone_a text NOT NULL CHECK (phone_a ~ '^1[3-9][0-9]{9}$'),
     phone_b text NOT NULL CHECK (length(phone_b) BETWEEN 3 AND 20),
     virtual_number text NOT NULL CHECK (virtual_number ~ '^[0-9]{5,15}$'),
     provider text NOT NULL CHECK (provider ~ '^[a-z]{1,20}$'),
     provider_binding_id text,
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL,
     CONSTRAINT privacy_binding_period_check CHECK (expires_at > created_at)
   )`,
  `CREATE INDEX privacy_binding_order_idx ON privacy_binding (order_id, phone_a, expires_at)`,
  `CREATE INDEX privacy_binding_user_idx ON privacy_binding (user_id, created_at)`,
  `CREATE INDEX privacy_binding_number_idx ON privacy_binding (virtual_number, expires_at)`,
];

/**
 * Protected numbers for calling a shop (POST /api/private/call_bind/): a `privacy_binding` connects the
 * traveller's mobile (`phone_a`) and the shop's phone (`phone_b`) through `virtual_number` for one order
 * until `expires_at`; a call from either side to it rings the other. `provider` says who gave the number
 * (the local pool, or a real privacy-number service with its `provider_binding_id`). Rows are kept after
 * they end: they count towards the traveller's daily limit and tell who could call whom when.
 */
export const privacyBindingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

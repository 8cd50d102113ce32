import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE user_order ADD COLUMN delay_id bigint REFERENCES user_order (id)`,
  `ALTER TABLE user_order ADD COLUMN supplement text CHECK (supplement IN ('extension', 'move'))`,
  `ALTER TABLE user_order ADD CONSTRAINT user_order_supplement_delay_check CHECK ((delay_id IS NULL) = (supplement IS NULL))`,
  `CREATE INDEX user_order_delay_idx ON user_order (delay_id) WHERE delay_id IS NOT NULL`,
];

/**
 * Supplementary orders: a traveller's change to a paid booking that costs money is its own `user_order`
 * row tied to the booking by `delay_id` (spec §4's delayId), so it is priced, held, paid and lapses with
 * the machinery every order has. `supplement` says what it is: 'extension' (delay = 1: the added days at
 * the same shop) or 'move' (a change of shop: the same days at another shop, paying the difference).
 * A booking itself has neither.
 */
export const supplementaryOrdersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

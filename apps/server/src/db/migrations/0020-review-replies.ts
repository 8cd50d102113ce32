import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE order_review_reply (
     order_id bigint PRIMARY KEY REFERENCES order_review (order_id),
     user_id bigint NOT NULL REFERENCES app_user (id),
     content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
     created_at timestamptz NOT NULL
   )`,
  `CREATE INDEX order_review_created_idx ON order_review (created_at)`,
];

/**
 * The shop's replies to reviews (POST /api/business/review/reply/): at most one per review (its order id
 * is the key, so a second reply cannot be written even by racing calls), by the staff member `user_id`,
 * 1–500 characters. Reviews get an index on their time, the order of a shop's review list.
 */
export const reviewRepliesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

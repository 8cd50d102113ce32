import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A shop's score becomes the average of its travellers' reviews (order/review keeps it so from now on; see
 * reviewOrder): the shops reviewed already get theirs. A shop without reviews keeps the score it was
 * listed with.
 */
export const shopScoreFromReviewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      UPDATE store s SET score = r.average
      FROM (
        SELECT o.store_id, avg(v.score)::double precision AS average
        FROM order_review v JOIN user_order o ON o.id = v.order_id
        GROUP BY o.store_id
      ) r
      WHERE r.store_id = s.id
    `.execute(db);
  },
};

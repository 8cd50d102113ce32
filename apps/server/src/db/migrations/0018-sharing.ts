import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE coupon_template
     DROP CONSTRAINT coupon_template_channel_check,
     ADD CONSTRAINT coupon_template_channel_check CHECK (channel IN ('welcome', 'activity', 'share-friend', 'share-reward')),
     ADD COLUMN new_customers_only boolean NOT NULL DEFAULT false`,
  `ALTER TABLE app_user ADD COLUMN share_code text UNIQUE CHECK (share_code ~ '^[2-9A-HJKMNP-Z]{8}$')`,
  `CREATE TABLE share_claim (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     friend_user_id bigint NOT NULL UNIQUE REFERENCES app_user (id),
     sharer_user_id bigint NOT NULL REFERENCES app_user (id),
     friend_coupon_id bigint NOT NULL UNIQUE REFERENCES user_coupon (id),
     reward_template_id integer NOT NULL REFERENCES coupon_template (id),
     claimed_at timestamptz NOT NULL,
     rewarded_order_id bigint UNIQUE REFERENCES user_order (id),
     rewarded_at timestamptz,
     reward_coupon_id bigint UNIQUE REFERENCES user_coupon (id),
     CONSTRAINT share_claim_not_own_check CHECK (friend_user_id <> sharer_user_id),
     CONSTRAINT share_claim_rewarded_check CHECK ((rewarded_order_id IS NULL) = (rewarded_at IS NULL)),
     CONSTRAINT share_claim_reward_coupon_check CHECK (reward_coupon_id IS NULL OR rewarded_order_id IS NOT NULL)
   )`,
  `CREATE INDEX share_claim_sharer_idx ON share_claim (sharer_user_id)`,
];

/**
 * Sharing (share_new, share_coupon). Two more template channels: 'share-friend' (what a friend claims from
 * a traveller's link) and 'share-reward' (what the sharer gets once that friend's first order is paid);
 * `new_customers_only` refuses the friend coupon to a traveller who has had an order paid. A traveller's
 * `share_code` (8 of 23456789 and the capitals without I, L, O; given on first use). A `share_claim` per
 * friend, ever (friend_user_id unique): whose link, the friend's coupon, the reward template promised at
 * the claim, and the reward: the order that earned it (`rewarded_order_id`, set once, by the friend's
 * first order paid after the claim) and the coupon issued then (null when the reward template refused).
 */
export const sharingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

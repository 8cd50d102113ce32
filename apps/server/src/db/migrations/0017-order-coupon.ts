import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The coupon an order was priced with: `coupon_id` (the traveller's user_coupon, kept after the coupon is
 * given back, so the order detail can say what it was priced with) and `coupon_amount` (fen it took off,
 * part of discount_amount; 0 without a coupon). The platform pays for it: the shop's figures count
 * pay_amount + coupon_amount. Orders made before this migration had no coupon.
 */
export const orderCouponMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE user_order
      ADD COLUMN coupon_id bigint REFERENCES user_coupon (id),
      ADD COLUMN coupon_amount integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT user_order_coupon_amount_check CHECK (coupon_amount >= 0 AND coupon_amount <= discount_amount AND (coupon_id IS NOT NULL OR coupon_amount = 0))`.execute(db);
  },
};

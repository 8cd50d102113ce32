import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Who followed the official account through which traveller's promotion QR: the first touch only (a later
 * follow or scan of the same WeChat user keeps the row). The rewards programme decides what it earns.
 */
export const wechatFollowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE wechat_follow (
        app_id text NOT NULL CHECK (app_id ~ '^wx[0-9a-z]{16}$'),
        openid text NOT NULL CHECK (openid ~ '^[A-Za-z0-9_-]{1,128}$'),
        promotion_code text NOT NULL CHECK (promotion_code ~ '^[0-9A-Z]{6}$'),
        event text NOT NULL CHECK (event IN ('subscribe', 'SCAN')),
        followed_at timestamptz NOT NULL,
        PRIMARY KEY (app_id, openid)
      )`.execute(db);
  },
};

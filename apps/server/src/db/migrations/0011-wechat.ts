import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  // One openid per user per app id, and one user per openid: a second user is refused, never rebound.
  `CREATE TABLE wechat_binding (
     app_id text NOT NULL CHECK (app_id ~ '^wx[0-9a-z]{16}$'),
     user_id bigint NOT NULL REFERENCES app_user (id),
     openid text NOT NULL CHECK (openid ~ '^[A-Za-z0-9_-]{1,128}$'),
     bound_at timestamptz NOT NULL,
     PRIMARY KEY (app_id, user_id),
     UNIQUE (app_id, openid)
   )`,
  // The access token and the jsapi ticket of an app id; one request at a time renews it, under a lease.
  `CREATE TABLE wechat_credential (
     app_id text NOT NULL CHECK (app_id ~ '^wx[0-9a-z]{16}$'),
     kind text NOT NULL CHECK (kind IN ('access_token', 'jsapi_ticket')),
     value text NOT NULL,
     expires_at timestamptz NOT NULL,
     renewing_until timestamptz,
     PRIMARY KEY (app_id, kind)
   )`,
  // The local authorisation page's codes (no WeChat settings): what WeChat keeps on its servers.
  `CREATE TABLE wechat_local_code (
     code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{32}$'),
     openid text NOT NULL CHECK (openid ~ '^[A-Za-z0-9_-]{28}$'),
     created_at timestamptz NOT NULL,
     used_at timestamptz
   )`,
  `CREATE INDEX wechat_local_code_created_idx ON wechat_local_code (created_at)`,
  // The content of a permanent scene QR of the account: WeChat allows 100,000 of them, so each is made once.
  `CREATE TABLE wechat_scene_qrcode (
     app_id text NOT NULL CHECK (app_id ~ '^wx[0-9a-z]{16}$'),
     scene text NOT NULL CHECK (length(scene) BETWEEN 1 AND 64),
     content text NOT NULL,
     created_at timestamptz NOT NULL,
     PRIMARY KEY (app_id, scene)
   )`,
  `ALTER TABLE app_user ADD COLUMN promotion_code text UNIQUE CHECK (promotion_code ~ '^[0-9A-Z]{6}$')`,
];

/**
 * The WeChat channel: which WeChat user (openid) pays for which traveller, the cached access token and
 * jsapi ticket, the local authorisation page's codes, and each traveller's promotion code (its QR).
 */
export const wechatMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

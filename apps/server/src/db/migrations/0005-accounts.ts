import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE app_user (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     country text NOT NULL CHECK (country ~ '^[1-9][0-9]{0,3}$'),
     phone text NOT NULL CHECK (phone ~ '^[0-9]{5,15}$'),
     created_at timestamptz NOT NULL,
     UNIQUE (country, phone)
   )`,
  `ALTER TABLE session ADD COLUMN area text NOT NULL DEFAULT 'user' CHECK (area IN ('user', 'business'))`,
  `CREATE TABLE sms_code (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     area text NOT NULL CHECK (area IN ('user', 'business')),
     country text NOT NULL CHECK (country ~ '^[1-9][0-9]{0,3}$'),
     phone text NOT NULL CHECK (phone ~ '^[0-9]{5,15}$'),
     code_hash text NOT NULL CHECK (code_hash ~ '^[0-9a-f]{64}$'),
     ip text NOT NULL,
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     wrong_attempts smallint NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
     used_at timestamptz
   )`,
  `CREATE INDEX sms_code_phone_idx ON sms_code (country, phone, created_at)`,
  `CREATE INDEX sms_code_ip_idx ON sms_code (ip, created_at)`,
  `CREATE TABLE sms_outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     country text NOT NULL,
     phone text NOT NULL,
     code text NOT NULL CHECK (code ~ '^[0-9]{6}$'),
     sent_at timestamptz NOT NULL
   )`,
  `CREATE INDEX sms_outbox_phone_idx ON sms_outbox (country, phone, sent_at)`,
];

/**
 * Consumer accounts (country + phone), SMS login codes (hashed, with their tries; the rows are also the
 * rate-limit counters), the local SMS outbox, and the area of a session ('user' or 'business').
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

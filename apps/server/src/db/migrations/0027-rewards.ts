import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE promotion_attribution (
     user_id bigint PRIMARY KEY REFERENCES app_user (id),
     promoter_user_id bigint NOT NULL REFERENCES app_user (id),
     promotion_code text NOT NULL CHECK (promotion_code ~ '^[0-9A-Z]{6}$'),
     source text NOT NULL CHECK (source IN ('link', 'wechat')),
     attributed_at timestamptz NOT NULL,
     CONSTRAINT promotion_attribution_not_self CHECK (user_id <> promoter_user_id)
   )`,
  `CREATE INDEX promotion_attribution_promoter_idx ON promotion_attribution (promoter_user_id)`,
  `CREATE TABLE reward (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     promoter_user_id bigint NOT NULL REFERENCES app_user (id),
     friend_user_id bigint NOT NULL REFERENCES app_user (id),
     order_id bigint NOT NULL UNIQUE REFERENCES user_order (id),
     paid_amount integer NOT NULL CHECK (paid_amount >= 0),
     amount integer NOT NULL CHECK (amount > 0),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'withdrawable', 'reversed')),
     earned_at timestamptz NOT NULL,
     available_at timestamptz NOT NULL,
     released_at timestamptz,
     reversed_at timestamptz,
     CONSTRAINT reward_released_check CHECK ((status = 'withdrawable') = (released_at IS NOT NULL)),
     CONSTRAINT reward_reversed_check CHECK ((status = 'reversed') = (reversed_at IS NOT NULL))
   )`,
  `CREATE INDEX reward_promoter_idx ON reward (promoter_user_id, earned_at DESC, id DESC)`,
  `CREATE INDEX reward_pending_idx ON reward (available_at) WHERE status = 'pending'`,
  `CREATE TABLE withdrawal (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES app_user (id),
     request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
     amount integer NOT NULL CHECK (amount > 0),
     openid text NOT NULL,
     status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'paid', 'failed')),
     provider text NOT NULL CHECK (provider ~ '^[a-z]{1,20}$'),
     out_bill_no text NOT NULL UNIQUE CHECK (out_bill_no ~ '^[0-9A-Za-z]{5,32}$'),
     provider_bill_id text,
     failure_code text,
     created_at timestamptz NOT NULL,
     settled_at timestamptz,
     CONSTRAINT withdrawal_request_once UNIQUE (user_id, request_id),
     CONSTRAINT withdrawal_settled_check CHECK ((status = 'processing') = (settled_at IS NULL)),
     CONSTRAINT withdrawal_failure_check CHECK ((status = 'failed') = (failure_code IS NOT NULL))
   )`,
  `CREATE INDEX withdrawal_user_idx ON withdrawal (user_id, created_at DESC, id DESC)`,
  `CREATE INDEX withdrawal_processing_idx ON withdrawal (created_at) WHERE status = 'processing'`,
  `CREATE TABLE wallet (
     user_id bigint PRIMARY KEY REFERENCES app_user (id),
     balance integer NOT NULL DEFAULT 0 CONSTRAINT wallet_balance_never_negative CHECK (balance >= 0),
     updated_at timestamptz NOT NULL
   )`,
  `CREATE TABLE wallet_entry (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES wallet (user_id),
     kind text NOT NULL CHECK (kind IN ('reward', 'withdrawal', 'withdrawal-returned')),
     amount integer NOT NULL CHECK (amount <> 0),
     balance_after integer NOT NULL CHECK (balance_after >= 0),
     reward_id bigint UNIQUE REFERENCES reward (id),
     withdrawal_id bigint REFERENCES withdrawal (id),
     created_at timestamptz NOT NULL,
     CONSTRAINT wallet_entry_source_check CHECK (
       (kind = 'reward' AND reward_id IS NOT NULL AND withdrawal_id IS NULL AND amount > 0)
       OR (kind = 'withdrawal' AND withdrawal_id IS NOT NULL AND reward_id IS NULL AND amount < 0)
       OR (kind = 'withdrawal-returned' AND withdrawal_id IS NOT NULL AND reward_id IS NULL AND amount > 0)
     ),
     CONSTRAINT wallet_entry_withdrawal_once UNIQUE (withdrawal_id, kind)
   )`,
  `CREATE INDEX wallet_entry_user_idx ON wallet_entry (user_id, id)`,
  `CREATE FUNCTION wallet_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'wallet_entry is append-only';
   END
   $$`,
  `CREATE TRIGGER wallet_entry_append_only BEFORE UPDATE OR DELETE ON wallet_entry
     FOR EACH ROW EXECUTE FUNCTION wallet_entry_append_only()`,
  `CREATE TABLE identity_verification (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id bigint NOT NULL REFERENCES app_user (id),
     name text NOT NULL CHECK (length(name) BETWEEN 2 AND 30),
     id_number_cipher text NOT NULL,
     id_number_masked text NOT NULL CHECK (id_number_masked ~ '^[0-9]{3}\\*{11}[0-9]{3}[0-9X]$'),
     id_number_hash text NOT NULL CHECK (id_number_hash ~ '^[0-9a-f]{64}$'),
     result text NOT NULL CHECK (result IN ('passed', 'failed')),
     failure_code text,
     provider text NOT NULL CHECK (provider ~ '^[a-z]{1,20}$'),
     created_at timestamptz NOT NULL,
     CONSTRAINT identity_verification_failure_check CHECK ((result = 'failed') = (failure_code IS NOT NULL))
   )`,
  `CREATE INDEX identity_verification_user_idx ON identity_verification (user_id, created_at DESC, id DESC)`,
  `CREATE UNIQUE INDEX identity_verification_passed_once ON identity_verification (user_id) WHERE result = 'passed'`,
  `ALTER TABLE app_user ADD COLUMN real_name text CHECK (length(real_name) BETWEEN 2 AND 30)`,
  `ALTER TABLE app_user ADD COLUMN real_name_confirmed_at timestamptz`,
];

/**
 * The promotion programme, real-name verification and withdrawals (issue 16; rules in the contract's
 * entities/reward.ts):
 * - `promotion_attribution`: the promoter a traveller was attributed to, once (primary key), never oneself;
 * - `reward`: one per completed order of an attributed traveller (unique order_id), 'pending' until
 *   available_at, then 'withdrawable' (released_at) or 'reversed' (reversed_at); its history
 *   (return_record) is these three times;
 * - `wallet` and `wallet_entry`: the withdrawable money as a ledger. Entries are append-only (a trigger
 *   refuses UPDATE and DELETE); each is written in the transaction that moves `wallet.balance` by its
 *   amount and records the balance after, so the balance is always the sum of the entries, and it can
 *   never go below 0 (a check). A reward enters once (unique reward_id); a withdrawal leaves once and
 *   comes back at most once (unique withdrawal_id and kind);
 * - `withdrawal`: one per (user, request_id), the idempotency key; `out_bill_no` is the payout
 *   provider's idempotency key;
 * - `identity_verification`: every verification attempt; the ID number encrypted (id_number_cipher),
 *   masked and keyed (HMAC) for lookups, never in clear; at most one passed attempt per traveller.
 *   `app_user.real_name` is the name the traveller confirmed by SMS (updatename).
 */
export const rewardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

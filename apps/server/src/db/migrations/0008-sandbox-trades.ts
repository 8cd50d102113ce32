import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE sandbox_trade (
     out_trade_no text PRIMARY KEY CHECK (out_trade_no ~ '^[0-9a-f]{32}$'),
     amount integer NOT NULL CHECK (amount >= 0),
     state text NOT NULL CHECK (state IN ('NOTPAY', 'SUCCESS', 'PAYERROR')),
     transaction_id text UNIQUE,
     created_at timestamptz NOT NULL,
     settled_at timestamptz
   )`,
];

/**
 * The local sandbox payment provider's own record of each trade (amount, state, transaction id): what a real
 * provider keeps on its servers. It lives in our database only because the sandbox has no servers of its
 * own; it is not ours (payment is), and no business logic reads it. Kept here rather than in memory so a
 * payment made through one server process is found by the provider query of another, or after a restart.
 */
export const sandboxTradesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `CREATE TABLE invoice (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     order_id bigint NOT NULL UNIQUE REFERENCES user_order (id),
     user_id bigint NOT NULL REFERENCES app_user (id),
     status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'issued', 'voided')),
     title_kind text NOT NULL CHECK (title_kind IN ('personal', 'company')),
     title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
     credit_code text CHECK (credit_code ~ '^[0-9A-HJ-NP-RTUW-Y]{18}$'),
     email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
     address text CHECK (length(address) <= 200),
     phone text CHECK (length(phone) <= 20),
     bank text CHECK (length(bank) <= 100),
     bank_account text CHECK (bank_account ~ '^[0-9]{6,34}$'),
     amount integer NOT NULL CHECK (amount > 0),
     tax_percent smallint NOT NULL CHECK (tax_percent BETWEEN 0 AND 100),
     provider text NOT NULL CHECK (provider ~ '^[a-z]{1,20}$'),
     number text UNIQUE CHECK (number ~ '^[0-9]{20}$'),
     pdf bytea,
     created_at timestamptz NOT NULL,
     issued_at timestamptz,
     emailed_at timestamptz,
     voided_at timestamptz,
     void_reason text CHECK (void_reason IN ('refund')),
     CONSTRAINT invoice_title_code_check CHECK ((title_kind = 'company') = (credit_code IS NOT NULL)),
     CONSTRAINT invoice_issued_check CHECK ((issued_at IS NOT NULL) = (number IS NOT NULL AND pdf IS NOT NULL)),
     CONSTRAINT invoice_issued_state_check CHECK (status <> 'issued' OR issued_at IS NOT NULL),
     CONSTRAINT invoice_voided_check CHECK ((status = 'voided') = (voided_at IS NOT NULL AND void_reason IS NOT NULL))
   )`,
  `CREATE INDEX invoice_user_idx ON invoice (user_id, created_at)`,
  `CREATE TABLE email_outbox (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     to_address text NOT NULL,
     subject text NOT NULL,
     body text NOT NULL,
     attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
     sent_at timestamptz NOT NULL
   )`,
  `CREATE INDEX email_outbox_to_idx ON email_outbox (lower(to_address), sent_at)`,
];

/**
 * Electronic invoices (GET/POST /api/user/bill/): at most one `invoice` per order (unique order_id: two
 * requests at once make one row), made out to a person or a company (with its unified social credit
 * code), for `amount` fen (what was really paid, VAT at tax_percent included). It is 'requested' until the
 * invoice provider (`provider`) gives its `number` and PDF (kept here as bytea, like luggage photos, so
 * every server behind a load balancer serves it and a backup of the database holds it), then 'issued';
 * a refund after the request makes it 'voided' (red-letter) with its reason. `email_outbox` is the local
 * email sender's record of what it 'sent' (attachments by name, type and size), read by
 * GET /api/dev/email_outbox/.
 */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The shop's phone number for the shop page's call button; null when the shop has none (no button).
 * Digits with an optional leading '+' and spaces or dashes between groups, as a tel: link can dial.
 */
export const storePhoneMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(`ALTER TABLE store ADD COLUMN phone text CHECK (phone ~ '^\\+?[0-9]([0-9 -]{1,18}[0-9])$')`)
      .execute(db);
  },
};

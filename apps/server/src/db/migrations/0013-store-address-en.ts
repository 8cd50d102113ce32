import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The shop's address in English for English mode ('268 Xizang Middle Road, Huangpu District, Shanghai');
 * null when the shop has none, and then English mode shows the Chinese address. Not blank when set.
 */
export const storeAddressEnMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql.raw(`ALTER TABLE store ADD COLUMN address_en text CHECK (btrim(address_en) <> '')`).execute(db);
  },
};

import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** One statement per entry: PGlite's extended protocol runs a single statement per query. */
const statements = [
  `ALTER TABLE sms_code DROP CONSTRAINT sms_code_area_check`,
  `ALTER TABLE sms_code ADD CONSTRAINT sms_code_area_check CHECK (area IN ('user', 'business', 'realname'))`,
];

/**
 * SMS codes that confirm a traveller's real name (updatename, issue 16): sms_code.area 'realname' besides
 * the two logins. They share the phone's send limits (the rows are the counters) and never sign anyone in.
 */
export const realNameCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};

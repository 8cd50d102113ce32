import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The information pages (guide, help, FAQ, rules, …) per name and language, editable without a release.
 * `sections` is the JSON array of the contract's `contentSectionsSchema`; the server validates it on read.
 */
export const contentPagesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql
      .raw(
        `CREATE TABLE content_page (
           name text NOT NULL CHECK (name ~ '^[a-z0-9]{1,20}$'),
           language text NOT NULL CHECK (language IN ('en', 'zh-CN')),
           title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
           sections jsonb NOT NULL CHECK (jsonb_typeof(sections) = 'array'),
           updated_at timestamptz NOT NULL DEFAULT now(),
           PRIMARY KEY (name, language)
         )`,
      )
      .execute(db);
  },
};

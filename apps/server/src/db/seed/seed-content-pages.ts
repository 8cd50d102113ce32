import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../database-schema';
import { loadContentPages } from './load-content-pages';

/** Serialises concurrent first starts of several servers on one Postgres (not the cities' lock: independent). */
const CONTENT_SEED_LOCK_KEY = 7_311_003;

/**
 * Inserts the information pages of `folder` when the content_page table is empty: on the first start, and
 * on the first start of a database created before the pages existed. Once the table holds pages nothing
 * is inserted, so later edits stay. Returns whether it inserted.
 */
export async function seedContentPages(db: Kysely<DatabaseSchema>, folder: string): Promise<{ seeded: boolean }> {
  const hasPages = async (executor: Kysely<DatabaseSchema>) =>
    (await executor.selectFrom('content_page').select('name').limit(1).executeTakeFirst()) !== undefined;
  if (await hasPages(db)) return { seeded: false };
  const pages = await loadContentPages(folder);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTENT_SEED_LOCK_KEY})`.execute(trx);
    if (await hasPages(trx)) return { seeded: false };
    await trx
      .insertInto('content_page')
      .values(pages.map((page) => ({ name: page.name, language: page.language, title: page.title, sections: JSON.stringify(page.sections) })))
      .execute();
    return { seeded: true };
  });
}

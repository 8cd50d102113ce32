import { sql, type Kysely } from 'kysely';
import { CONTENT_PAGE_NAMES } from '@luggage/api/contract';
import type { DatabaseSchema } from '../database-schema';
import { loadContentPages } from './load-content-pages';

/** Serialises concurrent first starts of several servers on one Postgres (not the cities' lock: independent). */
const CONTENT_SEED_LOCK_KEY = 7_311_003;

/** Every page of the contract in both languages. */
const ALL_PAGES = CONTENT_PAGE_NAMES.length * 2;

/**
 * Inserts the information pages of `folder` that the content_page table lacks: all of them on the first
 * start, and on a later start the pages a release added (the user agreement, the privacy policy…). Pages
 * already there are never touched, so edits made in the database stay. Returns whether it inserted.
 */
export async function seedContentPages(db: Kysely<DatabaseSchema>, folder: string): Promise<{ seeded: boolean }> {
  const pageCount = async (executor: Kysely<DatabaseSchema>) =>
    Number((await executor.selectFrom('content_page').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
  if ((await pageCount(db)) >= ALL_PAGES) return { seeded: false };
  const pages = await loadContentPages(folder);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CONTENT_SEED_LOCK_KEY})`.execute(trx);
    const inserted = await trx
      .insertInto('content_page')
      .values(pages.map((page) => ({ name: page.name, language: page.language, title: page.title, sections: JSON.stringify(page.sections) })))
      .onConflict((conflict) => conflict.columns(['name', 'language']).doNothing())
      .executeTakeFirst();
    return { seeded: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
  });
}

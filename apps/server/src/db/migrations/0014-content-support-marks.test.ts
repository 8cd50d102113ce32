import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../../paths';
import { createTestDatabase } from '../../test/test-database';
import { loadContentPages } from '../seed/load-content-pages';
import { seedContentPages } from '../seed/seed-content-pages';
import { contentSupportMarksMigration, MARKED_SENTENCES } from './0014-content-support-marks';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const storedPages = async () =>
  (await database.db.selectFrom('content_page').select(['name', 'language', 'sections']).orderBy('name').orderBy('language').execute()).map(
    (row) => JSON.stringify(row.sections),
  );

describe('0014-content-support-marks', () => {
  it('turns the pages seeded before it into the pages seeded now, and leaves a sentence edited since alone', async () => {
    await seedContentPages(database.db, serverPaths.seedData);
    const seededNow = await storedPages();
    // The pages as an earlier release seeded them: every marked sentence as it was.
    for (const [before, after] of MARKED_SENTENCES) {
      await sql`UPDATE content_page SET sections = replace(sections::text, ${after}, ${before})::jsonb`.execute(database.db);
    }
    const edited = 'If you still cannot find it, call the shop or contact online support in the app.';
    await sql`UPDATE content_page SET sections = replace(sections::text, ${edited}, ${'Call the shop: it will guide you.'})::jsonb`.execute(database.db);
    expect(JSON.stringify(await storedPages())).toContain('online support in the app');

    await contentSupportMarksMigration.up(database.db);
    await contentSupportMarksMigration.up(database.db);
    const migrated = await storedPages();
    expect(JSON.stringify(migrated)).not.toContain('online support in the app');
    expect(JSON.stringify(migrated)).not.toContain('应用内的在线客服');
    expect(JSON.stringify(migrated)).toContain('Call the shop: it will guide you.');
    const restored = (text: string) => text.replace('Call the shop: it will guide you.', 'If you still cannot find it, call the shop[[support: or contact customer support]].');
    expect(migrated.map(restored)).toEqual(seededNow);
  });

  it('leaves no mention of support in the seed outside a mark, except where support contacts the traveller', async () => {
    const pages = await loadContentPages(serverPaths.seedData);
    const unmarked = pages.flatMap((page) =>
      page.sections.flatMap((section) => (section.kind === 'text' ? section.paragraphs : section.kind === 'faq' ? section.entries.flatMap((entry) => entry.answer) : [])),
    ).map((text) => text.replace(/\[\[(no)?support:[^\]]*\]\]/g, ''));
    expect(unmarked.filter((text) => /contact (online|customer) (support|service)|联系(应用内的在线)?客服/.test(text))).toEqual([]);
  });
});

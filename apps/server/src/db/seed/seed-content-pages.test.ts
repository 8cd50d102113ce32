import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../../paths';
import { testSeedData } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import { prepareDatabase } from '../prepare-database';
import { seedDatabase } from './seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const pageCount = async () => (await database.db.selectFrom('content_page').select('name').execute()).length;

describe('information pages on a database seeded before they existed', () => {
  it('the next start adds every page in both languages, though cities and shops are there', async () => {
    await seedDatabase(database.db, testSeedData());
    expect(await pageCount()).toBe(0);
    expect((await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).seeded).toBe(true);
    expect(await pageCount()).toBe(22);
    const languages = await database.db.selectFrom('content_page').select('language').where('name', '=', 'safe').orderBy('language').execute();
    expect(languages.map((row) => row.language)).toEqual(['en', 'zh-CN']);
  });

  it('a later start keeps pages edited in the database', async () => {
    await database.db.updateTable('content_page').set({ title: 'edited' }).where('name', '=', 'about').where('language', '=', 'en').execute();
    await prepareDatabase(database, serverPaths.seedData, { demoStaff: true });
    const about = await database.db.selectFrom('content_page').select('title').where('name', '=', 'about').where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(about.title).toBe('edited');
    expect(await pageCount()).toBe(22);
  });

  it('a later start adds the pages a release brought, and keeps the others as edited', async () => {
    await database.db.deleteFrom('content_page').where('name', 'in', ['agreement', 'privacy']).execute();
    expect((await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).seeded).toBe(true);
    expect(await pageCount()).toBe(22);
    const about = await database.db.selectFrom('content_page').select('title').where('name', '=', 'about').where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(about.title).toBe('edited');
  });
});

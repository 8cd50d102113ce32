import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { createTestDatabase } from '../test/test-database';
import { migrationProvider } from './migrations/migration-provider';
import { prepareDatabase } from './prepare-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.close());

describe('prepareDatabase with the shipped seed data', () => {
  it('migrates and seeds on the first start', async () => {
    const allMigrations = Object.keys(await migrationProvider.getMigrations());
    expect(allMigrations[0]).toBe('0001-initial');
    expect(await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).toEqual({ migrations: allMigrations, seeded: true });
    const shanghai = await database.db.selectFrom('city').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(shanghai).toMatchObject({ name: '上海', en: 'shanghai', covered: true, hot: 1 });
    const counts = await database.db
      .selectFrom('city')
      .select((eb) => [
        eb.fn.countAll<string>().as('cities'),
        eb.selectFrom('store').select(eb.fn.countAll<string>().as('n')).as('shops'),
        eb.selectFrom('store_photo').select(eb.fn.countAll<string>().as('n')).as('photos'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(counts.cities)).toBeGreaterThan(300);
    expect(Number(counts.shops)).toBeGreaterThan(20);
    expect(Number(counts.photos)).toBeGreaterThanOrEqual(Number(counts.shops));
  });

  it('does nothing on a second start, quickly', async () => {
    const started = performance.now();
    expect(await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).toEqual({ migrations: [], seeded: false });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('every seeded photo exists in the photos folder', async () => {
    const { existsSync } = await import('node:fs');
    const files = await database.db.selectFrom('store_photo').select('file').execute();
    expect(files.filter(({ file }) => !existsSync(`${serverPaths.photos}/${file}`))).toEqual([]);
  });
});

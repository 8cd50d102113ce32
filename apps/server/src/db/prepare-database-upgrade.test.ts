import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { searchBuiltInPlaces } from '../services/place/built-in/search-built-in-places';
import { createTestDatabase } from '../test/test-database';
import { migrationProvider } from './migrations/migration-provider';
import { prepareDatabase } from './prepare-database';
import { loadSeedData } from './seed/load-seed-data';
import { insertCitiesAndShops } from './seed/seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.close());

const count = async (table: 'place' | 'store') =>
  Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('prepareDatabase on a database seeded by the first release', () => {
  it('adds the places and the shops’ pinyin on the next start, keeping the cities and shops', async () => {
    // The first release: only the first migration, its cities and shops.
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
    const shipped = await loadSeedData(serverPaths.seedData);
    await insertCitiesAndShops(database.db, shipped);

    const laterMigrations = Object.keys(await migrationProvider.getMigrations()).slice(1);
    expect(await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).toEqual({ migrations: laterMigrations, seeded: true });

    expect(await count('place')).toBe(shipped.places.length);
    expect(await count('store')).toBe(shipped.shops.length);
    expect(await database.db.selectFrom('store').select(['name', 'pinyin', 'initials']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      name: '全家便利店(人民广场店)',
      pinyin: 'quanjiabianlidianrenminguangchangdian',
      initials: 'qjbldrmgcd',
    });
    expect(await database.db.selectFrom('store').select('id').where('pinyin', '=', '').execute()).toEqual([]);
    // The English addresses came with a later migration: the seed fills them in for the seed's shops.
    expect(await database.db.selectFrom('store').select('address_en').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      address_en: '268 Xizang Middle Road, Huangpu District, Shanghai',
    });
    expect(await database.db.selectFrom('store').select('id').where('address_en', 'is', null).execute()).toEqual([]);
    // So did the phones: the seed's shops that have one get it.
    expect(await database.db.selectFrom('store').select(['id', 'phone']).where('phone', 'is not', null).orderBy('id').execute()).toEqual([
      { id: 1, phone: '13900000000' },
      { id: 3, phone: '13900000002' },
    ]);
    const { results } = await searchBuiltInPlaces(database.db, { keywords: 'rmgc', cityId: 1, page: 1 });
    expect(results[0]).toMatchObject({ id: 'place-63', name: '人民广场' });
  });

  it('then does nothing on the following start', async () => {
    expect(await prepareDatabase(database, serverPaths.seedData, { demoStaff: true })).toEqual({ migrations: [], seeded: false });
  });
});

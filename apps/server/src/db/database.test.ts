import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../test/factories';
import { createTestDatabase } from '../test/test-database';
import type { PlaceTable, StoreTable } from './database-schema';
import { migrateToLatest } from './migrate-to-latest';
import { seedDatabase } from './seed/seed-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (table: 'city' | 'store' | 'store_photo' | 'store_goods' | 'store_hours' | 'place') =>
  (await database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

/** A store row in Shanghai (city 1) for direct inserts. */
const newShopRow = (overrides: Partial<Insertable<StoreTable>> = {}): Insertable<StoreTable> => ({
  city_id: 1, name: '新店', en: 'New', lng: 121.5, lat: 31.2, address: '上海', business_time: '', score: 5, discount: 100,
  is_support_scheduled: true, certified: false, label: '', class: '', removed_at: null, ...overrides,
});

describe('migrations', () => {
  it('applying them again is a no-op', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await count('city')).toBe(0);
  });

  it('refuses a database that ran a migration this server does not hold', async () => {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-a-newer-server', '2030-01-01T00:00:00.000Z')`.execute(database.db);
    try {
      await expect(migrateToLatest(database.db)).rejects.toThrow('9999-from-a-newer-server');
    } finally {
      await sql`DELETE FROM kysely_migration WHERE name = '9999-from-a-newer-server'`.execute(database.db);
    }
  });

  it.each([
    ['a goods id other than 1 or 2', { order_id: '1', store_id: 1, goods_id: 3, day: '2025-03-01', units: 1 }],
    ['zero units', { order_id: '1', store_id: 1, goods_id: 1, day: '2025-03-01', units: 0 }],
  ])('refuses a reservation with %s', async (_name, row) => {
    await expect(database.db.insertInto('inventory_reservation').values(row).execute()).rejects.toThrow();
  });
});

describe('seedDatabase', () => {
  it('inserts everything once, then leaves the data alone', async () => {
    const data = testSeedData();
    expect(await seedDatabase(database.db, data)).toEqual({ seeded: true });
    expect(await seedDatabase(database.db, data)).toEqual({ seeded: false });
    expect(await count('city')).toBe(data.cities.length);
    expect(await count('store')).toBe(data.shops.length);
    expect(await count('store_photo')).toBe(data.shops.reduce((sum, shop) => sum + shop.pics.length, 0));
    expect(await count('store_hours')).toBe(data.shops.reduce((sum, shop) => sum + shop.hours.length, 0));
    expect(await count('place')).toBe(data.places.length);
    expect(await database.db.selectFrom('store').select(['pinyin', 'initials']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      pinyin: 'renminguangchangjicundian',
      initials: 'rmgcjcd',
    });
  });

  it('seeds the places again when their table is empty, leaving cities and shops alone', async () => {
    await database.db.deleteFrom('place').execute();
    const data = testSeedData();
    expect(await seedDatabase(database.db, data)).toEqual({ seeded: true });
    expect(await count('place')).toBe(data.places.length);
    expect(await count('store')).toBe(data.shops.length);
  });

  it('moves the store id sequence past the seeded ids', async () => {
    const { id } = await database.db
      .insertInto('store')
      .values(newShopRow())
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(Math.max(...testSeedData().shops.map((shop) => shop.id)) + 1);
  });
});

// After the seeding above, so that city 1 exists and only the checked column decides.
describe('place rows', () => {
  const placeRow = (overrides: Partial<Insertable<PlaceTable>> = {}): Insertable<PlaceTable> => ({
    city_id: 1, kind: 'landmark', name: '外滩', en: 'The Bund', pinyin: 'waitan', initials: 'wt', district: '黄浦区',
    address: '上海市黄浦区中山东一路', lng: 121.4906, lat: 31.2399, ...overrides,
  });

  it('takes an id after the seeded ones', async () => {
    const { id } = await database.db.insertInto('place').values(placeRow()).returning('id').executeTakeFirstOrThrow();
    expect(id).toBe(Math.max(...testSeedData().places.map((place) => place.id)) + 1);
  });

  it.each([
    ['an unknown kind', { kind: 'mall' as PlaceTable['kind'] }],
    ['capitals in the pinyin', { pinyin: 'WaiTan' }],
    ['digits in the initials', { initials: 'w1' }],
    ['an unknown city', { city_id: 999 }],
  ])('refuses %s', async (_name, overrides) => {
    await expect(database.db.insertInto('place').values(placeRow(overrides)).execute()).rejects.toThrow();
  });
});

// After the seeding above, so that city 1 exists and only the phone decides.
describe('store phone', () => {
  const insertShop = (phone: string) =>
    database.db.insertInto('store').values(newShopRow({ phone })).execute();

  it.each(['021-63581234', '+86 138 0013 8000', '4008123123'])('keeps the dialable %j', async (phone) => {
    await expect(insertShop(phone)).resolves.toHaveLength(1);
  });

  it.each(['12', 'call us', '021-6358-', '+86 138 0013 8000 0000 0'])('refuses %j', async (phone) => {
    await expect(insertShop(phone)).rejects.toThrow(/check constraint/);
  });
});

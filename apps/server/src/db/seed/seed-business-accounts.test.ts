import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../../test/factories';
import { createTestDatabase } from '../../test/test-database';
import type { OpenDatabase } from '../open-database';
import { seedDatabase } from './seed-database';

// Made before the tests, under the hooks' longer time-out: a database starts slowly on a busy machine.
let databases: OpenDatabase[] = [];
beforeAll(async () => {
  databases = [await createTestDatabase(), await createTestDatabase(), await createTestDatabase()];
});
afterAll(() => Promise.all(databases.map((database) => database.close())));
const freshDatabase = (index: 0 | 1 | 2) => {
  const database = databases[index];
  if (!database) throw new Error('the databases are made before the tests');
  return database.db;
};

/** The demo roles as phone@shop:role, and each demo account's phone with its creation date. */
async function demoStaff(db: OpenDatabase['db']) {
  const roles = await db
    .selectFrom('store_staff')
    .innerJoin('app_user', 'app_user.id', 'store_staff.user_id')
    .select(['app_user.phone', 'store_staff.store_id', 'store_staff.role'])
    .orderBy('app_user.phone')
    .orderBy('store_staff.store_id')
    .execute();
  const accounts = await db.selectFrom('app_user').select(['id', 'country', 'phone', 'created_at']).orderBy('phone').execute();
  return { roles: roles.map((row) => `${row.phone}@${row.store_id}:${row.role}`), accounts };
}

describe('the demo staff accounts of the seed', () => {
  it('a fresh database gets them, reusing a traveller account of a demo phone; seeding again changes nothing', async () => {
    const db = freshDatabase(0);
    const traveller = await db
      .insertInto('app_user')
      .values({ country: '86', phone: '13900000001', created_at: new Date('2025-01-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await seedDatabase(db, testSeedData())).toEqual({ seeded: true });
    const seeded = await demoStaff(db);
    expect(seeded.roles).toEqual(['13900000000@1:owner', '13900000000@2:owner', '13900000001@1:staff', '13900000002@3:owner']);
    expect(seeded.accounts.find((account) => account.phone === '13900000001')).toEqual({
      id: traveller.id,
      country: '86',
      phone: '13900000001',
      created_at: new Date('2025-01-01T00:00:00Z'),
    });
    expect(seeded.accounts.map((account) => `${account.country} ${account.phone}`)).toEqual(['86 13900000000', '86 13900000001', '86 13900000002']);

    expect(await seedDatabase(db, testSeedData())).toEqual({ seeded: false });
    expect(await demoStaff(db)).toEqual(seeded);
  });

  it('takes the first three shops on sale by id: a removed shop is skipped', async () => {
    const db = freshDatabase(1);
    const data = testSeedData();
    const [first, ...others] = data.shops;
    if (!first) throw new Error('the test seed has shops');
    await seedDatabase(db, { ...data, shops: [{ ...first, removed: true }, ...others] });
    expect((await demoStaff(db)).roles).toEqual(['13900000000@2:owner', '13900000000@3:owner', '13900000001@2:staff', '13900000002@4:owner']);
  });

  it('adds none without demoStaff (a real SMS provider: the demo phones could belong to anyone)', async () => {
    const db = freshDatabase(2);
    await seedDatabase(db, testSeedData(), { demoStaff: false });
    expect(await demoStaff(db)).toEqual({ roles: [], accounts: [] });
  });
});

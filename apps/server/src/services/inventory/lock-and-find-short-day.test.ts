import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/open-database';
import { seedDatabase } from '../../db/seed/seed-database';
import { testSeedData } from '../../test/factories';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { createTestDatabase } from '../../test/test-database';
import { bookingRefusal } from './booking-refusal';
import { lockAndFindShortDay } from './lock-and-find-short-day';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
  // Shop 1 takes 10 bags a day: 2 March is full (a lapsed order's 5 do not count), 4 March is closed.
  await insertTestOrder(database.db, { storeId: 1, goodsId: 2, from: '2025-03-02', units: 10 });
  await insertTestOrder(database.db, { storeId: 1, goodsId: 2, from: '2025-03-03', units: 5, status: 'lapsed' });
  const { id: userId } = await database.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow();
  await database.db.insertInto('store_closure').values({ store_id: 1, day: '2025-03-04', created_by: userId, created_at: new Date(TEST_NOW) }).execute();
});
afterAll(() => database.close());

const check = (startDate: string, endDate: string) =>
  database.db.transaction().execute((trx) => lockAndFindShortDay(trx, { storeId: 1, startDate, endDate, lines: [{ goodsId: 2, count: 1 }], now: TEST_NOW }));

describe('lockAndFindShortDay', () => {
  it('finds room on open days that are not full, lapsed orders not counting', async () => {
    expect(await check('2025-03-03', '2025-03-03')).toBeNull();
    expect(await check('2025-03-05', '2025-03-06')).toBeNull();
  });

  it('answers the first short day: a full day, or a closed day (no room at all)', async () => {
    expect(await check('2025-03-02', '2025-03-04')).toEqual({ date: '2025-03-02', goodsId: 2, closed: false });
    expect(await check('2025-03-03', '2025-03-05')).toEqual({ date: '2025-03-04', goodsId: 2, closed: true });
  });

  it('whose refusal names the closed day or the missing room', async () => {
    expect(bookingRefusal({ date: '2025-03-04', goodsId: 2, closed: true })).toMatchObject({ code: 'shopClosedOnDate', values: { date: '2025-03-04' } });
    expect(bookingRefusal({ date: '2025-03-02', goodsId: 2, closed: false })).toMatchObject({ code: 'noRoomForBags', values: { date: '2025-03-02' } });
  });
});

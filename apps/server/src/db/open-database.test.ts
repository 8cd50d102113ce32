import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeedData } from '../test/factories';
import { insertTestOrder } from '../test/insert-test-order';
import { TEST_NOW } from '../test/signed-request';
import { createTestDatabase } from '../test/test-database';
import type { OpenDatabase } from './open-database';
import { seedDatabase } from './seed/seed-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, testSeedData());
});
afterAll(() => database.close());

// Runs in both test projects: on PGlite, and on Postgres when TEST_DATABASE_URL is set.
describe('openDatabase reads every column type alike on PGlite and Postgres', () => {
  it('bigints (ids) as their decimal text, DATE columns as the yyyy-MM-dd text, timestamptz as Dates', async () => {
    const orderId = await insertTestOrder(database.db, { storeId: 1, goodsId: 2, from: '2025-03-01', to: '2025-03-02', units: 1 });
    const order = await database.db
      .selectFrom('user_order')
      .select(['id', 'user_id', 'start_date', 'end_date', 'total_days', 'created_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      user_id: expect.stringMatching(/^[1-9]\d*$/),
      start_date: '2025-03-01',
      end_date: '2025-03-02',
      total_days: 2,
      created_at: new Date(TEST_NOW),
    });
    expect(order.id).toBe(orderId);
    const days = await database.db.selectFrom('inventory_reservation').select(['order_id', 'day']).where('order_id', '=', orderId).orderBy('day').execute();
    expect(days).toEqual([
      { order_id: orderId, day: '2025-03-01' },
      { order_id: orderId, day: '2025-03-02' },
    ]);
  });

  it('a bigint beyond 2^53 exactly, a day whatever its zone, a null as null, counts asked for as int4 as numbers', async () => {
    const { rows } = await sql<{ big: string; day: string; noDay: string | null; count: number; bigCount: string }>`
      SELECT 9007199254740993::int8 AS big, '2024-02-29'::date AS day, NULL::date AS "noDay",
             count(*)::int AS count, count(*) AS "bigCount"
      FROM generate_series(1, 3)`.execute(database.db);
    expect(rows).toEqual([{ big: '9007199254740993', day: '2024-02-29', noDay: null, count: 3, bigCount: '3' }]);
  });

  it('leaves the process-wide pg.types alone', () => {
    expect(pg.types.getTypeParser(pg.types.builtins.DATE)('2025-03-01')).toBeInstanceOf(Date);
  });
});

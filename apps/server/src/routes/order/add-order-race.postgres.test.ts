import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrderRaceCalls, expectRaceOutcome } from '../../test/add-order-race-calls';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { createTestApp, expectContent, failureOf } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const CLIENTS = 200;
const { post, addOrderSucceeded, heldBags } = addOrderRaceCalls(() => testApp);

describe('add order under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])('run %i: 200 clients race for the last 5 bags of a shop-day; exactly 5 orders are made', async (run) => {
    const day = `2025-03-0${run + 1}`;
    const compact = day.replaceAll('-', '');
    // Shop 1 takes 10 bags a day; a paid order holds 5 of them.
    await insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 2, from: day, units: 5 });
    const users = await insertTestSessions(testApp.database.db, CLIENTS);
    const tokens = await Promise.all(
      users.map(async (user) => {
        const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: compact, endDate: compact };
        return expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken;
      }),
    );

    const answers = await Promise.all(users.map((user, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index] }, user)));

    expectRaceOutcome(answers, 5, day);
    expect(await heldBags(1, day)).toBe(10);
    const orders = await testApp.database.db
      .selectFrom('user_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', 'in', users.map((user) => user.userId))
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(5);
  });

  it('10 parallel add-orders with one token make one order', async () => {
    const [user] = await insertTestSessions(testApp.database.db, 1);
    if (!user) throw new Error('no user');
    const cart = { storeId: 3, goodsList: [{ goodsId: 2, count: 2 }], startDate: '20250310', endDate: '20250311' };
    const token = expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken;

    const answers = await Promise.all(Array.from({ length: 10 }, () => post(addOrderEndpoint.path, { addOrderToken: token }, user)));

    const bodies = answers.map((answer) => answer.json<unknown>());
    expect(bodies.filter(addOrderSucceeded)).toHaveLength(1);
    expect(bodies.filter((body) => !addOrderSucceeded(body))).toEqual(
      Array.from({ length: 9 }, () => failureOf('this booking has already been placed as an order')),
    );
    const orders = await testApp.database.db.selectFrom('user_order').select('id').where('user_id', '=', user.userId).execute();
    expect(orders).toHaveLength(1);
    expect(await heldBags(3, '2025-03-10')).toBe(2);
    expect(await heldBags(3, '2025-03-11')).toBe(2);
  });
});

import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrderRaceCalls } from '../../test/add-order-race-calls';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { createTestApp, expectContent, failureOf } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const TRAVELLERS = 20;
const { post, addOrderSucceeded, heldBags } = addOrderRaceCalls(() => testApp);

describe('extensions under concurrency (real Postgres)', () => {
  it.each([1, 2])('run %i: 20 travellers extend their bookings onto a day with 3 bags left; exactly 3 extensions are made', async (run) => {
    const end = `2025-03-1${run}`;
    const day = `2025-03-1${run + 1}`;
    const compact = day.replaceAll('-', '');
    const users = await insertTestSessions(testApp.database.db, TRAVELLERS);
    // Each traveller has a paid booking of one bag at shop 1 ending the day before; shop 1 takes 10 bags a day,
    // a paid order holds 7 of the contested day.
    const bookings = await Promise.all(
      users.map((user) => insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 2, from: end, units: 1, goodsLine: true, payAmount: 800, userId: user.userId })),
    );
    await insertTestOrder(testApp.database.db, { storeId: 1, goodsId: 2, from: day, units: 7 });
    const tokens = await Promise.all(
      users.map(async (user, index) => {
        const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: compact, endDate: compact, delayId: bookings[index] };
        return expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken;
      }),
    );

    const answers = await Promise.all(
      users.map((user, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index], delay: 1, delayId: bookings[index] }, user)),
    );

    const bodies = answers.map((answer) => answer.json<unknown>());
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(bodies.filter(addOrderSucceeded)).toHaveLength(3);
    expect(bodies.filter((body) => !addOrderSucceeded(body))).toEqual(
      Array.from({ length: TRAVELLERS - 3 }, () => failureOf(`not enough room for bags on ${day}, please choose other dates`)),
    );
    expect(await heldBags(1, day)).toBe(10);
    const extensions = await testApp.database.db
      .selectFrom('user_order')
      .select(['delay_id', 'supplement'])
      .where('user_id', 'in', users.map((user) => user.userId))
      .where('supplement', 'is not', null)
      .execute();
    expect(extensions).toHaveLength(3);
    expect(extensions.every((row) => row.supplement === 'extension' && bookings.includes(row.delay_id ?? ''))).toBe(true);
  });

  it('10 parallel extensions of one booking with their own tokens make one (one unpaid extension at a time)', async () => {
    const [user] = await insertTestSessions(testApp.database.db, 1);
    if (!user) throw new Error('no user');
    const bookingId = await insertTestOrder(testApp.database.db, { storeId: 3, goodsId: 2, from: '2025-03-20', units: 1, goodsLine: true, userId: user.userId });
    const cart = { storeId: 3, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250321', endDate: '20250321', delayId: bookingId };
    const tokens = await Promise.all(
      Array.from({ length: 10 }, async () => expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken),
    );

    const answers = await Promise.all(tokens.map((token) => post(addOrderEndpoint.path, { addOrderToken: token, delay: 1, delayId: bookingId }, user)));

    const bodies = answers.map((answer) => answer.json<unknown>());
    expect(bodies.filter(addOrderSucceeded)).toHaveLength(1);
    expect(bodies.filter((body) => !addOrderSucceeded(body))).toEqual(
      Array.from({ length: 9 }, () => failureOf('an extension or a change of shop of this booking is waiting for payment, please pay or cancel it first')),
    );
    expect(await heldBags(3, '2025-03-21')).toBe(1);
  });
});

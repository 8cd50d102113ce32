import { addOrderEndpoint, changeStoreEndpoint, checkoutEndpoint, successEnvelopeSchema, type LoginResponse } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, failureOf } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const MOVERS = 20;
const BOOKERS = 20;
const post = (path: string, body: Record<string, unknown>, session: Pick<LoginResponse, 'userId' | 'userToken'>) =>
  testApp.app.inject(signedPost(path, body, { headers: userHeaders(session) }));
const succeeded = (endpoint: typeof addOrderEndpoint | typeof changeStoreEndpoint, body: unknown) => successEnvelopeSchema(endpoint.response).safeParse(body).success;
/** Bags held at `storeId` on `day` by orders that hold their units at the test clock's TEST_NOW (paid, or unpaid inside pay_before). */
const heldBags = async (storeId: number, day: string) =>
  Number(
    (
      await sql<{ units: string }>`SELECT coalesce(sum(r.units), 0) AS units FROM inventory_reservation r JOIN user_order o ON o.id = r.order_id
        WHERE r.store_id = ${storeId} AND r.goods_id = 2 AND r.day = ${day}::date
          AND (o.status = 'paid' OR (o.status = 'unpaid' AND o.pay_before > ${new Date(TEST_NOW)}::timestamptz))`.execute(testApp.database.db)
    ).rows[0]?.units,
  );

describe('change of shop under concurrency (real Postgres)', () => {
  // Shop 3 takes 10 bags a day at the price of shop 1 (a move costs the same: it happens at once);
  // shop 2 takes 3 at a higher price (a move takes a supplement, which holds the units until paid).
  it.each([
    ['the same price', 3, '2025-03-12', 8],
    ['a higher price', 2, '2025-03-13', 1],
  ])(`%s: ${MOVERS} moves and ${BOOKERS} bookings race for the last 2 bags of shop %i on %s; exactly 2 get them`, async (_, target, day, taken) => {
    const compact = day.replaceAll('-', '');
    await insertTestOrder(testApp.database.db, { storeId: target, goodsId: 2, from: day, units: taken });
    const movers = await insertTestSessions(testApp.database.db, MOVERS);
    const bookings = await Promise.all(
      movers.map((user) => insertTestOrder(testApp.database.db, { userId: user.userId, storeId: 1, goodsId: 2, from: day, units: 1, goodsLine: true, payAmount: 800 })),
    );
    const bookers = await insertTestSessions(testApp.database.db, BOOKERS);
    const tokens = await Promise.all(
      bookers.map(async (user) => {
        const cart = { storeId: target, goodsList: [{ goodsId: 2, count: 1 }], startDate: compact, endDate: compact };
        return expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken;
      }),
    );

    const [moves, adds] = await Promise.all([
      Promise.all(movers.map((user, index) => post(changeStoreEndpoint.path, { orderId: bookings[index], storeId: target }, user))),
      Promise.all(bookers.map((user, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index] }, user))),
    ]);

    const moveBodies = moves.map((answer) => answer.json<unknown>());
    const addBodies = adds.map((answer) => answer.json<unknown>());
    expect([...moves, ...adds].every((answer) => answer.statusCode === 200)).toBe(true);
    const winners = moveBodies.filter((body) => succeeded(changeStoreEndpoint, body)).length + addBodies.filter((body) => succeeded(addOrderEndpoint, body)).length;
    expect(winners).toBe(2);
    const noRoom = failureOf(`not enough room for bags on ${day}, please choose other dates`);
    expect([...moveBodies.filter((body) => !succeeded(changeStoreEndpoint, body)), ...addBodies.filter((body) => !succeeded(addOrderEndpoint, body))]).toEqual(
      Array.from({ length: MOVERS + BOOKERS - 2 }, () => noRoom),
    );
    expect(await heldBags(target, day)).toBe(taken + 2);
    // The moves that lost keep their bag at shop 1; the ones that won at the same price released it.
    const movedAtOnce = moveBodies.filter((body) => succeeded(changeStoreEndpoint, body) && (body as { content: { moved: boolean } }).content.moved).length;
    expect(await heldBags(1, day)).toBe(MOVERS - movedAtOnce);
  });
});

import { addOrderEndpoint, checkoutEndpoint, failEnvelope, successEnvelopeSchema, type LoginResponse } from '@luggage/api/contract';
import { addDays } from '@luggage/domain/dates';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestSessions } from '../test/insert-test-sessions';
import { userHeaders } from '../test/login-client';
import { signedPost } from '../test/signed-request';
import { createTestApp, expectContent } from '../test/test-app';

// Only in the postgres test project: a Postgres restart, failover or idle reaper ends the app's connections.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const post = (path: string, body: Record<string, unknown>, session: Session) =>
  testApp.app.inject(signedPost(path, body, { headers: userHeaders(session) }));
const unavailable = failEnvelope('databaseUnavailable', 'en');
const isUnavailable = (answer: LightMyRequestResponse) => answer.statusCode === 503 && answer.body === JSON.stringify(unavailable);
const addOrderSucceeded = (answer: LightMyRequestResponse) =>
  answer.statusCode === 200 && successEnvelopeSchema(addOrderEndpoint.response).safeParse(answer.json()).success;

/** Ends every connection the app holds on its database, as `pg_terminate_backend` by an operator would. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(testApp.database.db);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [rows[0]?.name]);
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** One traveller books one bag on `day` (yyyymmdd): checkout, then add order; a refused step ends the try. */
async function book(user: Session, day: string): Promise<{ checkout: LightMyRequestResponse; addOrder?: LightMyRequestResponse; token?: string }> {
  const checkout = await post(checkoutEndpoint.path, { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: day, endDate: day }, user);
  if (checkout.statusCode !== 200) return { checkout };
  const token = expectContent(checkout, checkoutEndpoint).addOrderToken;
  return { checkout, token, addOrder: await post(addOrderEndpoint.path, { addOrderToken: token }, user) };
}

/**
 * Sends `call` until it is served, at most 3 times: a connection the last termination ended while it sat idle
 * in the pool may still be handed out once before the pool hears of its end, and that call answers 'try again'.
 */
async function untilServed(call: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  let answer = await call();
  for (let attempt = 1; attempt < 3 && isUnavailable(answer); attempt += 1) answer = await call();
  return answer;
}

const dayOf = (index: number) => addDays('2025-03-02', index % 60).replaceAll('-', '');

describe('a dropped Postgres connection (real Postgres)', () => {
  it('keeps serving while its connections are terminated during a booking load, and loses or half-writes no order', async () => {
    const users = await insertTestSessions(testApp.database.db, 30);
    const load = Promise.all(
      users.flatMap((user, index) => [0, 1, 2, 3].map(async (round) => ({ user, ...(await book(user, dayOf(index * 4 + round))) }))),
    );
    // Connections are ended again and again until the load is over, so some end under a running query.
    let isLoadOver = false;
    void load.finally(() => (isLoadOver = true));
    let terminated = 0;
    while (!isLoadOver) {
      terminated += await terminateAppConnections();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const tries = await load;

    expect(terminated).toBeGreaterThan(0);
    expect(tries.filter(({ checkout, addOrder }) => [checkout, addOrder].some((answer) => answer && isUnavailable(answer))).length).toBeGreaterThan(0);
    // Each answer is the call's own (an order, or a business refusal) or a clear 'try again', never a crash or HTTP 500.
    for (const { checkout, addOrder } of tries) {
      for (const answer of [checkout, addOrder]) {
        if (answer && answer.statusCode !== 200) expect(isUnavailable(answer), answer.body).toBe(true);
      }
    }
    // An add-order cut off by the drop was rolled back whole: its token still places the order exactly once.
    const orderIds = tries.filter((attempt) => attempt.addOrder && addOrderSucceeded(attempt.addOrder)).map((attempt) => expectContent(attempt.addOrder!, addOrderEndpoint).orderId);
    for (const attempt of tries.filter((one) => one.addOrder && isUnavailable(one.addOrder))) {
      const again = await untilServed(() => post(addOrderEndpoint.path, { addOrderToken: attempt.token }, attempt.user));
      if (addOrderSucceeded(again)) orderIds.push(expectContent(again, addOrderEndpoint).orderId);
      else expect(again.json()).toEqual(failEnvelope('orderTokenUsed', 'en'));
    }

    const db = testApp.database.db;
    const orders = await db.selectFrom('user_order').select('id').where('user_id', 'in', users.map((user) => user.userId)).execute();
    expect(orders.map((order) => order.id).sort()).toEqual(expect.arrayContaining(orderIds.sort()));
    // Every order is whole: one goods line, its day reserved, its token marked with it.
    const whole = await sql<{ id: string; lines: number; reserved: number; tokens: number }>`
      SELECT o.id,
        (SELECT count(*)::int FROM user_order_goods g WHERE g.order_id = o.id) AS lines,
        (SELECT coalesce(sum(r.units), 0)::int FROM inventory_reservation r WHERE r.order_id = o.id) AS reserved,
        (SELECT count(*)::int FROM checkout_token t WHERE t.order_id = o.id) AS tokens
      FROM user_order o WHERE o.id = ANY(${orders.map((order) => order.id)}::int8[])`.execute(db);
    expect(whole.rows.filter((order) => order.lines !== 1 || order.reserved !== 1 || order.tokens !== 1)).toEqual([]);
    // No token was used up without its order.
    const orphanTokens = await db.selectFrom('checkout_token').select('token_hash').where('used_at', 'is not', null).where('order_id', 'is', null).execute();
    expect(orphanTokens).toEqual([]);

    // And the next booking is served as usual.
    const [fresh] = await insertTestSessions(db, 1);
    const next = await book(fresh!, dayOf(59));
    expect(next.addOrder && addOrderSucceeded(next.addOrder)).toBe(true);
  });
});

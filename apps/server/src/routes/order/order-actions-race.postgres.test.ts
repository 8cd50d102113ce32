import { applyCancelEndpoint, editOrderEndpoint, reviewOrderEndpoint, type Endpoint } from '@luggage/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../services/auth/create-session';
import { insertTestOrder } from '../../test/insert-test-order';
import { userHeaders } from '../../test/login-client';
import { signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let session: { userId: string; userToken: string };
beforeAll(async () => {
  // 00:00 on 2 March in Shanghai: free cancellation of a 1 March order is over and it can be reviewed.
  testApp = await createTestApp({ clock: () => Date.parse('2025-03-02T00:00:00+08:00') });
  const user = await testApp.database.db
    .insertInto('app_user')
    .values({ country: '86', phone: '13500000001', created_at: new Date(TEST_NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  session = { userId: user.id, userToken: await createSession(testApp.database.db, { userId: user.id, area: 'user', now: TEST_NOW }) };
});
afterAll(() => testApp.close());

const CLIENTS = 20;
const statusOf = async (orderId: string) =>
  (await testApp.database.db.selectFrom('user_order').select('store_status').where('id', '=', orderId).executeTakeFirstOrThrow()).store_status;

describe('order changes under concurrency (real Postgres)', () => {
  // [call, endpoint, body, the others' refusal, storeStatus before, storeStatus after]; only stored luggage is reviewed.
  it.each<[string, Endpoint, Record<string, unknown>, string, number, number]>([
    ['apply_cancel', applyCancelEndpoint, { reason: 'shop closed' }, 'this order already has a pending application', 0, 100],
    ['edit/apply', editOrderEndpoint, { startDate: '20250305', endDate: '20250305' }, 'this order already has a pending application', 0, 110],
    ['review', reviewOrderEndpoint, { score: 5, source: 'other' }, 'this order cannot be reviewed now', 20, 20],
  ])(`%s: ${CLIENTS} clients at once on one order, exactly one succeeds`, async (_, endpoint, body, refusal, storeStatusBefore, storeStatus) => {
    const orderId = await insertTestOrder(testApp.database.db, { userId: session.userId, storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, storeStatus: storeStatusBefore });
    const timestamp = Date.parse('2025-03-02T00:00:00+08:00');
    const answers = await Promise.all(
      Array.from({ length: CLIENTS }, () => testApp.app.inject(signedPost(endpoint.path, { orderId, ...body }, { timestamp, headers: userHeaders(session) }))),
    );
    const bodies = answers.map((answer) => answer.json<{ status: number; errorMsg?: string }>());
    expect(bodies.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(bodies.filter((answer) => answer.errorMsg === refusal)).toHaveLength(CLIENTS - 1);
    const rows = await sql<{ n: string }>`SELECT (SELECT count(*) FROM order_application WHERE order_id = ${orderId}) + (SELECT count(*) FROM order_review WHERE order_id = ${orderId}) AS n`.execute(testApp.database.db);
    expect(Number(rows.rows[0]?.n)).toBe(1);
    expect(await statusOf(orderId)).toBe(storeStatus);
  });

  it(`${CLIENTS} reviews of ${CLIENTS} orders at one shop at once: the shop's score is the average of them all`, async () => {
    const scores = Array.from({ length: CLIENTS }, (_, index) => (index % 5) + 1);
    const orders = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      orders.push(await insertTestOrder(testApp.database.db, { userId: session.userId, storeId: 2, goodsId: 2, from: '2025-03-01', units: 1, storeStatus: 20 }));
    }
    const timestamp = Date.parse('2025-03-02T00:00:00+08:00');
    const answers = await Promise.all(
      orders.map((orderId, index) =>
        testApp.app.inject(signedPost(reviewOrderEndpoint.path, { orderId, score: scores[index], source: 'other' }, { timestamp, headers: userHeaders(session) })),
      ),
    );
    expect(answers.map((answer) => answer.json<{ status: number }>().status)).toEqual(orders.map(() => 1));
    const { score } = await testApp.database.db.selectFrom('store').select('score').where('id', '=', 2).executeTakeFirstOrThrow();
    expect(score).toBeCloseTo(scores.reduce((sum, each) => sum + each, 0) / CLIENTS, 10);
  });
});

import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../create-server';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { recordStatements, type RecordedStatement } from '../../test/record-statements';
import { signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent, TEST_ABUSE_LIMITS } from '../../test/test-app';

// Each statement is a round trip to Postgres, and under load its cost in the server and in Postgres (issue
// 17's add-order throughput): these budgets keep a booking from drifting back to ~30.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let recorded: RecordedStatement[];
let server: FastifyInstance;
beforeAll(async () => {
  testApp = await createTestApp();
  const recording = recordStatements(testApp.database.db);
  recorded = recording.statements;
  server = createServer({ db: { ...testApp.database, db: recording.db }, config: { ...TEST_ABUSE_LIMITS, wxMiniprogramLink: null }, clock: () => TEST_NOW });
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

/** The statements `call` makes the server send. */
async function statementsOf(call: () => Promise<unknown>): Promise<RecordedStatement[]> {
  recorded.length = 0;
  await call();
  return [...recorded];
}
const inserting = (table: string, statements: RecordedStatement[]) => statements.filter((statement) => statement.inserts.includes(table));

describe('the statements of a booking', () => {
  it('checkout in 5, add order in 7 (besides BEGIN and COMMIT); each counts its address first, then records its signature, reads the session and counts the user in one statement', async () => {
    const [user] = await insertTestSessions(testApp.database.db, 1);
    if (!user) throw new Error('no user');
    const post = (path: string, body: Record<string, unknown>) => server.inject(signedPost(path, body, { headers: userHeaders(user) }));
    const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250312', endDate: '20250313' };
    const book = async (dates: Pick<typeof cart, 'startDate' | 'endDate'>) => {
      const checkedOut = expectContent(await post(checkoutEndpoint.path, { ...cart, ...dates }), checkoutEndpoint);
      expectContent(await post(addOrderEndpoint.path, { addOrderToken: checkedOut.addOrderToken }), addOrderEndpoint);
    };
    // The first write of a window also prunes the replay guard's old signatures.
    await book({ startDate: '20250310', endDate: '20250310' });
    let token = '';
    const checkout = await statementsOf(async () => {
      token = expectContent(await post(checkoutEndpoint.path, cart), checkoutEndpoint).addOrderToken;
    });
    const add = await statementsOf(async () => expectContent(await post(addOrderEndpoint.path, { addOrderToken: token }), addOrderEndpoint));

    for (const statements of [checkout, add]) {
      expect(inserting('rate_limit_window', statements)).toHaveLength(2);
      expect(inserting('request_signature', statements)).toEqual([{ kind: 'SelectQueryNode', inserts: ['request_signature', 'rate_limit_window'] }]);
    }
    expect(checkout.length).toBeLessThanOrEqual(5);
    expect(add.length).toBeLessThanOrEqual(7);
  });
});

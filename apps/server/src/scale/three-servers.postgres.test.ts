import { addOrderEndpoint, checkoutEndpoint } from '@luggage/api/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../create-server';
import { openDatabase, type OpenDatabase } from '../db/open-database';
import { seedDatabase } from '../db/seed/seed-database';
import type { PaymentProvider } from '../services/payment/payment-provider';
import { startRefund } from '../services/payment/refund-payment';
import { createSandboxPaymentProvider } from '../services/payment/sandbox/sandbox-payment-provider';
import { settleOwedRefunds } from '../services/payment/settle-owed-refunds';
import { addOrderRaceCalls, expectRaceOutcome } from '../test/add-order-race-calls';
import { testSeedData } from '../test/factories';
import { insertTestOrder } from '../test/insert-test-order';
import { insertTestSessions } from '../test/insert-test-sessions';
import { TEST_NOW } from '../test/signed-request';
import { TEST_ABUSE_LIMITS, expectContent } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// Only in the postgres test project (see vitest.config.ts): three server processes on one Postgres database,
// each with a pool of its own (as three `node dist/main.js` would have), in one test process.
const PROCESSES = 3;
const CLIENTS = 200;

let shared: OpenDatabase;
let processes: Array<{ app: FastifyInstance; database: OpenDatabase }>;
let now = TEST_NOW;
const clock = () => now;

beforeAll(async () => {
  shared = await createTestDatabase();
  await seedDatabase(shared.db, testSeedData());
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(shared.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  processes = Array.from({ length: PROCESSES }, () => {
    const database = openDatabase({ databaseUrl: url.toString() });
    return { database, app: createServer({ db: database, clock, config: { ...TEST_ABUSE_LIMITS, wxMiniprogramLink: null } }) };
  });
});
afterAll(async () => {
  for (const { app, database } of processes) {
    await app.close();
    await database.close();
  }
  await shared.close();
});

/** The server process a client talks to: client `index` goes to process `index % 3`. */
const processOf = (index: number) => {
  const found = processes[index % PROCESSES];
  if (!found) throw new Error(`no process ${index % PROCESSES}`);
  return found;
};

describe('three server processes on one Postgres database', () => {
  it('200 clients spread over the three race for the last 5 bags of a shop-day: exactly 5 orders, capacity held', async () => {
    const day = '2025-03-12';
    await insertTestOrder(shared.db, { storeId: 1, goodsId: 2, from: day, units: 5 });
    const users = await insertTestSessions(shared.db, CLIENTS);
    const calls = users.map((user, index) => ({ user, ...addOrderRaceCalls(() => processOf(index)) }));
    const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250312', endDate: '20250312' };
    const tokens = await Promise.all(calls.map(async ({ post, user }) => expectContent(await post(checkoutEndpoint.path, cart, user), checkoutEndpoint).addOrderToken));

    const answers = await Promise.all(calls.map(({ post, user }, index) => post(addOrderEndpoint.path, { addOrderToken: tokens[index] }, user)));

    const { heldBags } = addOrderRaceCalls(() => processOf(0));
    expectRaceOutcome(answers, 5, day);
    expect(await heldBags(1, day)).toBe(10);
    const orders = await shared.db.selectFrom('user_order').select('id').where('user_id', 'in', users.map((user) => user.userId)).execute();
    expect(orders).toHaveLength(5);
  });

  it('the owed-refund job running in all three at once asks the provider once per refund', async () => {
    const REFUNDS = 40;
    const sandbox = createSandboxPaymentProvider({ secret: 'sandbox-secret-of-the-three-servers', clock, db: shared.db });
    const asked: string[] = [];
    // The provider as each process has it: slow enough that the three runs overlap, and counting every call.
    const counting: PaymentProvider = {
      ...sandbox,
      refund: async (request) => {
        asked.push(request.outRefundNo);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return sandbox.refund(request);
      },
    };
    const refundIds: string[] = [];
    for (let index = 0; index < REFUNDS; index += 1) {
      const orderId = await insertTestOrder(shared.db, { storeId: 2, goodsId: 2, from: '2025-03-20', units: 1, payAmount: 500 });
      const payment = await shared.db
        .insertInto('payment')
        .values({ order_id: orderId, provider: 'sandbox', out_trade_no: (0xe0000000 + index).toString(16).padStart(32, 'e'), amount: 500, status: 'succeeded', created_at: new Date(now), paid_at: new Date(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      refundIds.push(await shared.db.transaction().execute((trx) => startRefund(trx, { orderId, paymentId: payment.id, amount: 500, reason: 'duplicate', now })));
    }
    now += 2 * 60_000;
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const runAll = () => Promise.all(processes.map(({ database }) => settleOwedRefunds({ db: database.db, clock, payments: counting, log: quiet })));

    const settled = await runAll();

    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(REFUNDS);
    expect(asked).toHaveLength(REFUNDS);
    expect(new Set(asked).size).toBe(REFUNDS);
    const rows = await shared.db.selectFrom('refund').select(['status', 'attempts']).where('id', 'in', refundIds).execute();
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
    // Nothing is owed any more: another round asks nobody.
    now += 10 * 60_000;
    await runAll();
    expect(asked).toHaveLength(REFUNDS);
  });
});

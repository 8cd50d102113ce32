import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../db/open-database';
import { TEST_NOW } from '../../../test/signed-request';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxPaymentProvider, type SandboxNotificationBody } from './sandbox-payment-provider';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A sandbox provider on the test database, as one of several server processes has. */
const sandboxProcess = () => createSandboxPaymentProvider({ secret: 'sandbox-secret-for-the-race-tests', clock: () => TEST_NOW, db: database.db });
const bodyOf = (notification: { body: string }) => JSON.parse(notification.body) as SandboxNotificationBody;

describe('sandbox pays under concurrency (real Postgres)', () => {
  it('two pays of one trade at once, through two providers, settle it once: both answer the same outcome', async () => {
    const outTradeNo = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await sandboxProcess().createPayment({ outTradeNo, amount: 2500, description: 'luggage storage', expiresAt: new Date(TEST_NOW + 30 * 60_000) });

    const answers = (await Promise.all([sandboxProcess().pay(outTradeNo, 2500, 'succeeded'), sandboxProcess().pay(outTradeNo, 2500, 'succeeded')])).map(bodyOf);

    const transactionId = answers[0]?.transactionId;
    expect(transactionId).toMatch(/^sandbox-[0-9a-f]{24}$/);
    expect(answers.map(({ transactionId: id, state, amount }) => ({ id, state, amount }))).toEqual([
      { id: transactionId, state: 'SUCCESS', amount: 2500 },
      { id: transactionId, state: 'SUCCESS', amount: 2500 },
    ]);
    expect(await sandboxProcess().queryPayment(outTradeNo)).toEqual({ paid: true, transactionId, amount: 2500 });
  });

  it('20 pays at once, half succeeding and half failing, on a trade never opened: one outcome wins and every answer is it', async () => {
    const outTradeNo = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

    const answers = (
      await Promise.all(Array.from({ length: 20 }, (_, index) => sandboxProcess().pay(outTradeNo, 1200, index % 2 === 0 ? 'succeeded' : 'failed')))
    ).map(bodyOf);

    const outcomes = new Set(answers.map(({ transactionId, state, amount }) => JSON.stringify({ transactionId, state, amount })));
    expect(outcomes.size).toBe(1);
    const trades = await database.db.selectFrom('sandbox_trade').select(['state', 'transaction_id', 'amount']).where('out_trade_no', '=', outTradeNo).execute();
    expect(trades).toHaveLength(1);
    expect(answers[0]).toMatchObject({ state: trades[0]?.state === 'SUCCESS' ? 'SUCCESS' : 'FAILED', transactionId: trades[0]?.transaction_id ?? '', amount: 1200 });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, insertTestUser } from '../../test/insert-test-order';
import { fundTestWallet } from '../../test/fund-test-wallet';
import { markTestVerified } from '../../test/mark-test-verified';
import { TEST_NOW } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';
import { startRefund } from '../payment/refund-payment';
import { randomHexId } from '../payment/random-hex-id';
import { createSandboxPayoutProvider } from '../payout/sandbox-payout-provider';
import { LOCAL_WECHAT_APP_ID } from '../wechat/local-wechat-platform';
import { requestWithdrawal, type WithdrawalDeps } from './request-withdrawal';
import { settleWithdrawal } from './settle-withdrawal';

// Only in the postgres test project (see vitest.config.ts): the races need many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const CALLERS = 20;
const DAY = 86_400_000;

/** What withdrawals need here: the sandbox paying 3 s after a withdrawal, at most ¥1,000 a day. */
const deps = (now = TEST_NOW): WithdrawalDeps => {
  const clock = () => now;
  return { db: db(), clock, payouts: createSandboxPayoutProvider({ clock }), wechatAppId: LOCAL_WECHAT_APP_ID, dailyMaxFen: 100_000 };
};

/** A verified traveller with the WeChat openid `o<id>` bound; answers their id and openid. */
async function verifiedTraveller(): Promise<{ userId: string; openid: string }> {
  const { id } = await insertTestUser(db());
  await markTestVerified(db(), id);
  const openid = `o${id}`.padEnd(28, 'x');
  await db().insertInto('wechat_binding').values({ app_id: LOCAL_WECHAT_APP_ID, openid, user_id: id, bound_at: new Date(TEST_NOW) }).execute();
  return { userId: id, openid };
}

/** The traveller's wallet balance, the sum of its entries and its withdrawals by status. */
async function ledgerOf(userId: string) {
  const { rows } = await sql<{ balance: number; entries: number; processing: number; paid: number; failed: number }>`
    SELECT coalesce((SELECT balance FROM wallet WHERE user_id = ${userId}), 0)::int AS balance,
      (SELECT coalesce(sum(amount), 0) FROM wallet_entry WHERE user_id = ${userId})::int AS entries,
      (SELECT count(*) FROM withdrawal WHERE user_id = ${userId} AND status = 'processing')::int AS processing,
      (SELECT count(*) FROM withdrawal WHERE user_id = ${userId} AND status = 'paid')::int AS paid,
      (SELECT count(*) FROM withdrawal WHERE user_id = ${userId} AND status = 'failed')::int AS failed`.execute(db());
  return rows[0];
}

describe('withdrawals under concurrency (real Postgres)', () => {
  it(`${CALLERS} withdrawals at once of a balance that covers 3: exactly 3 go ahead, the balance never below 0`, async () => {
    const traveller = await verifiedTraveller();
    await fundTestWallet(db(), traveller.userId, 1000);
    const answers = await Promise.allSettled(
      Array.from({ length: CALLERS }, (_unused, index) =>
        requestWithdrawal(deps(), { userId: traveller.userId, openid: traveller.openid, amount: 300, requestId: `race-${traveller.userId}-${index}` }, 'en'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 'rejected').map((answer) => (answer.reason as Error).message)).toEqual(Array(CALLERS - 3).fill('withdrawalAboveBalance'));
    expect(await ledgerOf(traveller.userId)).toEqual({ balance: 100, entries: 100, processing: 3, paid: 0, failed: 0 });
  });

  it(`${CALLERS} requests at once with the same requestId make one withdrawal and one debit`, async () => {
    const traveller = await verifiedTraveller();
    await fundTestWallet(db(), traveller.userId, 1000);
    const answers = await Promise.all(
      Array.from({ length: CALLERS }, () => requestWithdrawal(deps(), { userId: traveller.userId, openid: traveller.openid, amount: 400, requestId: 'double-tap-1' }, 'en')),
    );
    expect(new Set(answers.map((withdrawal) => withdrawal.id)).size).toBe(1);
    expect(await ledgerOf(traveller.userId)).toEqual({ balance: 600, entries: 600, processing: 1, paid: 0, failed: 0 });
  });

  it('duplicate payout notifications at once settle a withdrawal once: one failure returns the money once', async () => {
    const traveller = await verifiedTraveller();
    await fundTestWallet(db(), traveller.userId, 500);
    await requestWithdrawal(deps(), { userId: traveller.userId, openid: traveller.openid, amount: 500, requestId: 'notified-1' }, 'en');
    const { out_bill_no: outBillNo } = await db().selectFrom('withdrawal').select('out_bill_no').where('user_id', '=', traveller.userId).executeTakeFirstOrThrow();
    const settled = await Promise.all(
      Array.from({ length: CALLERS }, (_unused, index) =>
        settleWithdrawal(deps(TEST_NOW + 5_000), outBillNo, index % 2 === 0 ? { state: 'failed', reason: 'NAME_NOT_CORRECT' } : { state: 'paid', providerBillId: 'bill-1' }),
      ),
    );
    expect(settled.filter(Boolean)).toHaveLength(1);
    const ledger = await ledgerOf(traveller.userId);
    expect(ledger?.balance).toBe(ledger?.entries);
    // Paid: the money stays out; failed: it is back, once.
    expect(ledger?.balance).toBe(ledger?.paid === 1 ? 0 : 500);
    const returned = await db().selectFrom('wallet_entry').select('id').where('user_id', '=', traveller.userId).where('kind', '=', 'withdrawal-returned').execute();
    expect(returned).toHaveLength(ledger?.failed ?? 0);
  });

  it('refunds reversing pending rewards race withdrawals that release them: the ledger balances and never goes below 0', async () => {
    const traveller = await verifiedTraveller();
    const friend = await insertTestUser(db());
    const availableAt = TEST_NOW + 7 * DAY;
    const rewards = [];
    for (let index = 0; index < 10; index += 1) {
      const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, userId: friend.id, payAmount: 3000, storeStatus: 30 });
      const payment = await db()
        .insertInto('payment')
        .values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount: 3000, status: 'succeeded', created_at: new Date(TEST_NOW), paid_at: new Date(TEST_NOW) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('reward')
        .values({ promoter_user_id: traveller.userId, friend_user_id: friend.id, order_id: orderId, paid_amount: 3000, amount: 300, earned_at: new Date(TEST_NOW), available_at: new Date(availableAt) })
        .execute();
      rewards.push({ orderId, paymentId: payment.id });
    }
    // The refunds start just before the pending days end; the withdrawals (which release due rewards first) just after.
    const refunds = rewards.map((reward) =>
      db()
        .transaction()
        .execute((trx) => startRefund(trx, { orderId: reward.orderId, paymentId: reward.paymentId, amount: 3000, reason: 'application', now: availableAt - 1 })),
    );
    const withdrawals = Array.from({ length: CALLERS }, (_unused, index) =>
      requestWithdrawal(deps(availableAt + 1), { userId: traveller.userId, openid: traveller.openid, amount: 300, requestId: `after-week-${index}` }, 'en').catch(
        (error: unknown) => error,
      ),
    );
    await Promise.all([...refunds, ...withdrawals]);
    const ledger = await ledgerOf(traveller.userId);
    expect(ledger?.balance).toBe(ledger?.entries);
    expect(ledger?.balance).toBeGreaterThanOrEqual(0);
    const { rows } = await sql<{ released: number; withdrawn: number }>`
      SELECT (SELECT coalesce(sum(amount), 0) FROM reward WHERE promoter_user_id = ${traveller.userId} AND status = 'withdrawable')::int AS released,
        (SELECT coalesce(sum(amount), 0) FROM withdrawal WHERE user_id = ${traveller.userId} AND status <> 'failed')::int AS withdrawn`.execute(db());
    // What entered the wallet is what the released rewards are worth; what left it is what was withdrawn.
    expect(ledger?.balance).toBe((rows[0]?.released ?? 0) - (rows[0]?.withdrawn ?? 0));
    const reversedYetCredited = await sql<{ id: string }>`
      SELECT r.id FROM reward r JOIN wallet_entry e ON e.reward_id = r.id WHERE r.promoter_user_id = ${traveller.userId} AND r.status = 'reversed'`.execute(db());
    expect(reversedYetCredited.rows).toEqual([]);
  });
});

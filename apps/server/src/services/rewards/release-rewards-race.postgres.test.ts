import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRefund } from '../payment/refund-payment';
import { randomHexId } from '../payment/random-hex-id';
import { insertTestOrder, insertTestUser } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { createTestApp } from '../../test/test-app';
import { releaseDueRewards } from './release-due-rewards';

// Only in the postgres test project (see vitest.config.ts): the races need many connections at once.
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
const db = () => testApp.database.db;

const CALLERS = 20;
const DAY = 86_400_000;

/** `count` pending rewards of `promoterId` (one friend, one paid order each) due at `availableAt`; answers their orders and payments. */
async function pendingRewards(promoterId: string, count: number, availableAt: number) {
  const friend = await insertTestUser(db());
  const rewards = [];
  for (let index = 0; index < count; index += 1) {
    const orderId = await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-01', units: 1, userId: friend.id, payAmount: 1000 + index, storeStatus: 30 });
    const payment = await db()
      .insertInto('payment')
      .values({ order_id: orderId, provider: 'sandbox', out_trade_no: randomHexId(), amount: 1000 + index, status: 'succeeded', created_at: new Date(TEST_NOW), paid_at: new Date(TEST_NOW) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('reward')
      .values({
        promoter_user_id: promoterId,
        friend_user_id: friend.id,
        order_id: orderId,
        paid_amount: 1000 + index,
        amount: 100 + index,
        earned_at: new Date(availableAt - 7 * DAY),
        available_at: new Date(availableAt),
      })
      .execute();
    rewards.push({ orderId, paymentId: payment.id });
  }
  return rewards;
}

/** Each wallet's balance, the sum of its entries, and what its withdrawable rewards are worth, by user. */
async function ledgers(userIds: string[]) {
  const { rows } = await sql<{ user_id: string; balance: number; entries: number; released: number }>`
    SELECT u.id AS user_id,
      coalesce((SELECT balance FROM wallet WHERE user_id = u.id), 0)::int AS balance,
      (SELECT coalesce(sum(amount), 0) FROM wallet_entry WHERE user_id = u.id)::int AS entries,
      (SELECT coalesce(sum(amount), 0) FROM reward WHERE promoter_user_id = u.id AND status = 'withdrawable')::int AS released
    FROM app_user u WHERE u.id = ANY(${userIds}::bigint[]) ORDER BY u.id`.execute(db());
  return rows;
}

/** Rewards of the promoters that are reversed yet credited, or credited more or less than once when withdrawable. */
async function misbooked(userIds: string[]) {
  const { rows } = await sql<{ id: string }>`
    SELECT r.id FROM reward r
    WHERE r.promoter_user_id = ANY(${userIds}::bigint[])
      AND (SELECT count(*) FROM wallet_entry e WHERE e.reward_id = r.id) <> (CASE WHEN r.status = 'withdrawable' THEN 1 ELSE 0 END)`.execute(db());
  return rows;
}

describe('releasing rewards under concurrency (real Postgres)', () => {
  it(`${CALLERS} releases of the same due rewards at once credit each reward once`, async () => {
    const promoters = [await insertTestUser(db()), await insertTestUser(db()), await insertTestUser(db())].map((user) => user.id);
    for (const promoter of promoters) await pendingRewards(promoter, 5, TEST_NOW);
    const clock = () => TEST_NOW + DAY;
    const released = await Promise.all(
      Array.from({ length: CALLERS }, (_unused, index) =>
        releaseDueRewards({ db: db(), clock }, index % 2 === 0 ? {} : { promoterUserId: promoters[index % promoters.length] ?? '' }),
      ),
    );
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(15);
    expect(await misbooked(promoters)).toEqual([]);
    // 5 rewards of 100 to 104 fen each.
    expect(await ledgers(promoters)).toEqual(promoters.map((user_id) => ({ user_id, balance: 510, entries: 510, released: 510 })));
  });

  it('refunds racing releases of the same rewards: each reward is either reversed and never credited, or credited once; the ledger balances', async () => {
    const promoter = (await insertTestUser(db())).id;
    const availableAt = TEST_NOW + 2 * DAY;
    const rewards = await pendingRewards(promoter, CALLERS, availableAt);
    // The refunds start just before the pending days end, the releases run just after: whichever locks a reward first decides it.
    const refunds = rewards.map((reward) =>
      db()
        .transaction()
        .execute((trx) => startRefund(trx, { orderId: reward.orderId, paymentId: reward.paymentId, amount: 500, reason: 'application', now: availableAt - 1 })),
    );
    const releases = Array.from({ length: CALLERS / 2 }, () => releaseDueRewards({ db: db(), clock: () => availableAt + 1 }));
    await Promise.all([...refunds, ...releases]);
    const statuses = await db().selectFrom('reward').select('status').where('promoter_user_id', '=', promoter).execute();
    expect(statuses.filter((row) => row.status === 'pending')).toEqual([]);
    expect(await misbooked([promoter])).toEqual([]);
    const [ledger] = await ledgers([promoter]);
    expect(ledger?.balance).toBe(ledger?.entries);
    expect(ledger?.balance).toBe(ledger?.released);
    const reversed = await db().selectFrom('reward').select('id').where('promoter_user_id', '=', promoter).where('status', '=', 'reversed').where('released_at', 'is not', null).execute();
    expect(reversed).toEqual([]);
  });
});

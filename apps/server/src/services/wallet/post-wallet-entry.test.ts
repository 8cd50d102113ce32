import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../db/database-schema';
import type { OpenDatabase } from '../../db/open-database';
import { insertTestUser } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { createTestDatabase } from '../../test/test-database';
import { postWalletEntry } from './post-wallet-entry';

let database: OpenDatabase;
let db: Kysely<DatabaseSchema>;
let withdrawalCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** A withdrawal row of `userId` (the ledger entries below hang on it). */
async function insertWithdrawal(userId: string, amount: number): Promise<string> {
  withdrawalCount += 1;
  const row = await db
    .insertInto('withdrawal')
    .values({ user_id: userId, request_id: `request-${withdrawalCount}`, amount, openid: 'o-test', provider: 'sandbox', out_bill_no: `W${withdrawalCount}TEST`, created_at: new Date(TEST_NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Credits `amount` fen to `userId` as a returned withdrawal. */
async function credit(userId: string, amount: number): Promise<number | null> {
  const withdrawalId = await insertWithdrawal(userId, amount);
  return db.transaction().execute((trx) => postWalletEntry(trx, userId, { kind: 'withdrawal-returned', amount, withdrawalId }, TEST_NOW));
}

/** Debits `amount` fen from `userId` for a new withdrawal. */
async function debit(userId: string, amount: number): Promise<number | null> {
  const withdrawalId = await insertWithdrawal(userId, amount);
  return db.transaction().execute((trx) => postWalletEntry(trx, userId, { kind: 'withdrawal', amount: -amount, withdrawalId }, TEST_NOW));
}

/** The wallet's balance and the sum of its entries. */
async function ledgerOf(userId: string) {
  const wallet = await db.selectFrom('wallet').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const entries = await db.selectFrom('wallet_entry').select(sql<number>`coalesce(sum(amount), 0)::int`.as('sum')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { balance: wallet.balance, sum: entries.sum };
}

describe('postWalletEntry', () => {
  it('credits and debits, recording the balance after each entry', async () => {
    const user = await insertTestUser(db);
    expect(await credit(user.id, 500)).toBe(500);
    expect(await debit(user.id, 200)).toBe(300);
    const entries = await db.selectFrom('wallet_entry').select(['amount', 'balance_after']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(entries).toEqual([
      { amount: 500, balance_after: 500 },
      { amount: -200, balance_after: 300 },
    ]);
  });

  it('refuses a debit the balance does not cover, writing nothing', async () => {
    const user = await insertTestUser(db);
    await credit(user.id, 100);
    expect(await debit(user.id, 101)).toBeNull();
    expect(await ledgerOf(user.id)).toEqual({ balance: 100, sum: 100 });
  });

  it('keeps the ledger append-only: an entry can be neither changed nor deleted', async () => {
    const user = await insertTestUser(db);
    await credit(user.id, 100);
    await expect(db.updateTable('wallet_entry').set({ amount: 1_000_000 }).where('user_id', '=', user.id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('wallet_entry').where('user_id', '=', user.id).execute()).rejects.toThrow(/append-only/);
  });

  it('never lets the balance go below 0, even written directly', async () => {
    const user = await insertTestUser(db);
    await credit(user.id, 100);
    await expect(db.updateTable('wallet').set({ balance: -1 }).where('user_id', '=', user.id).execute()).rejects.toThrow(/wallet_balance_never_negative/);
  });

  it('lets parallel debits take exactly what the balance covers', async () => {
    const user = await insertTestUser(db);
    await credit(user.id, 300);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => debit(user.id, 100)));
    expect(outcomes.filter((balance) => balance !== null)).toHaveLength(3);
    expect(await ledgerOf(user.id)).toEqual({ balance: 0, sum: 0 });
  });
});

import { errorMessage, withdrawEndpoint, withdrawListEndpoint, type LoginResponse } from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bindTestOpenid } from '../../test/bind-test-openid';
import { fundTestWallet } from '../../test/fund-test-wallet';
import { userHeaders } from '../../test/login-client';
import { markTestVerified } from '../../test/mark-test-verified';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';

// Withdrawals at most ¥10 a day here; the sandbox pays 3 s after a withdrawal (its default delay).
const server = useTravellersTestApp(
  { ann: '13700137711', ben: '13700137712', cat: '13700137713', dan: '13700137714', eve: '13700137715', fay: '13700137716', gus: '13700138521' },
  { deps: { config: { wxMiniprogramLink: null, withdrawalDailyMaxFen: 1000 } } },
);
const db = () => server.testApp.database.db;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
type Name = keyof typeof server.sessions;

/** The WeChat openid bound to `name` (28 characters); a 'sandbox-fail' one makes the sandbox refuse the payout. */
const openidOf = (name: Name, prefix = 'o') => `${prefix}${name}`.padEnd(28, 'x');

/** `name` verified, with their openid bound and `fen` in their wallet. */
async function readyToWithdraw(name: Name, fen: number, prefix?: string): Promise<Session> {
  const session = server.sessions[name];
  await markTestVerified(db(), session.userId);
  await bindTestOpenid(server.testApp, session, openidOf(name, prefix), server.now);
  await fundTestWallet(db(), session.userId, fen);
  return session;
}

const withdraw = (session: Session, body: Record<string, unknown>) => server.client.post(withdrawEndpoint.path, body, { headers: userHeaders(session) });
const withdrawList = async (session: Session, pageNo = 1) =>
  expectContent(await server.client.get(withdrawListEndpoint.path, { pageNo: String(pageNo) }, { headers: userHeaders(session) }), withdrawListEndpoint);

/** The wallet's balance, its entries' sum, and how many withdrawals `session` has. */
async function ledgerOf(session: Session) {
  const wallet = await db().selectFrom('wallet').select('balance').where('user_id', '=', session.userId).executeTakeFirst();
  const entries = await db().selectFrom('wallet_entry').select(sql<number>`coalesce(sum(amount), 0)::int`.as('sum')).where('user_id', '=', session.userId).executeTakeFirstOrThrow();
  const withdrawals = await db().selectFrom('withdrawal').select(sql<number>`count(*)::int`.as('count')).where('user_id', '=', session.userId).executeTakeFirstOrThrow();
  return { balance: wallet?.balance ?? 0, sum: entries.sum, withdrawals: withdrawals.count };
}

describe('POST /api/user/withdraw/', () => {
  it('pays part of the wallet to the traveller’s own WeChat: processing at once, paid once the sandbox is done', async () => {
    const ann = await readyToWithdraw('ann', 800);
    const { withdrawal } = expectContent(await withdraw(ann, { openid: openidOf('ann'), amount: 500, requestId: 'ann-request-1' }), withdrawEndpoint);
    expect(withdrawal).toMatchObject({ amount: 500, status: 'processing', failureReason: null, settledAt: null });
    expect(await ledgerOf(ann)).toEqual({ balance: 300, sum: 300, withdrawals: 1 });
    server.now += 3_000;
    const [paid] = (await withdrawList(ann)).withdrawals;
    expect(paid).toMatchObject({ id: withdrawal.id, status: 'paid', settledAt: new Date(server.now).toISOString() });
    expect(await ledgerOf(ann)).toEqual({ balance: 300, sum: 300, withdrawals: 1 });
  });

  it('answers a request sent again with the same requestId with the same withdrawal, paying once', async () => {
    const ben = await readyToWithdraw('ben', 800);
    const body = { openid: openidOf('ben'), amount: 300, requestId: 'ben-request-1' };
    const first = expectContent(await withdraw(ben, body), withdrawEndpoint).withdrawal;
    const again = expectContent(await withdraw(ben, { ...body, amount: 800 }), withdrawEndpoint).withdrawal;
    expect(again.id).toBe(first.id);
    expect(await ledgerOf(ben)).toEqual({ balance: 500, sum: 500, withdrawals: 1 });
  });

  it('puts the money back and says why when the payout fails', async () => {
    const cat = await readyToWithdraw('cat', 600, 'sandbox-fail');
    expectContent(await withdraw(cat, { openid: openidOf('cat', 'sandbox-fail'), amount: 600, requestId: 'cat-request-1' }), withdrawEndpoint);
    expect(await ledgerOf(cat)).toEqual({ balance: 0, sum: 0, withdrawals: 1 });
    server.now += 3_000;
    const [failed] = (await withdrawList(cat)).withdrawals;
    expect(failed).toMatchObject({ status: 'failed', failureReason: errorMessage('payoutRefusedBySandbox', 'en') });
    expect(await ledgerOf(cat)).toEqual({ balance: 600, sum: 600, withdrawals: 1 });
    const entries = await db().selectFrom('wallet_entry').select(['kind', 'amount']).where('user_id', '=', cat.userId).orderBy('id').execute();
    expect(entries).toEqual([
      { kind: 'reward', amount: 600 },
      { kind: 'withdrawal', amount: -600 },
      { kind: 'withdrawal-returned', amount: 600 },
    ]);
  });

  it('fails an amount ending in 99 fen too (a browser journey’s way to the failed path) and puts the money back', async () => {
    const gus = await readyToWithdraw('gus', 500);
    expectContent(await withdraw(gus, { openid: openidOf('gus'), amount: 199, requestId: 'gus-request-1' }), withdrawEndpoint);
    expect(await ledgerOf(gus)).toEqual({ balance: 301, sum: 301, withdrawals: 1 });
    server.now += 3_000;
    const [failed] = (await withdrawList(gus)).withdrawals;
    expect(failed).toMatchObject({ status: 'failed', failureReason: errorMessage('payoutRefusedBySandbox', 'en') });
    expect(await ledgerOf(gus)).toEqual({ balance: 500, sum: 500, withdrawals: 1 });
  });

  it('refuses with a clear message and writes nothing: unverified, another openid, below ¥1, above the balance, above the day’s maximum', async () => {
    const dan = server.sessions.dan;
    await bindTestOpenid(server.testApp, dan, openidOf('dan'), server.now);
    await fundTestWallet(db(), dan.userId, 900);
    const body = (amount: number, openid = openidOf('dan')) => ({ openid, amount, requestId: `dan-${amount}-${openid.length}` });
    expectFailure(await withdraw(dan, body(500)), 200, errorMessage('withdrawalNeedsVerification', 'en'));
    await markTestVerified(db(), dan.userId);
    expectFailure(await withdraw(dan, body(500, openidOf('eve'))), 200, errorMessage('withdrawalOpenidMismatch', 'en'));
    expectFailure(await withdraw(dan, body(99)), 200, 'the smallest withdrawal is ¥1.00');
    expectFailure(await withdraw(dan, body(901)), 200, 'the amount is more than your withdrawable balance of ¥9.00');
    expect(await ledgerOf(dan)).toEqual({ balance: 900, sum: 900, withdrawals: 0 });
    await fundTestWallet(db(), dan.userId, 900);
    expectContent(await withdraw(dan, body(600)), withdrawEndpoint);
    expectFailure(await withdraw(dan, body(500)), 200, 'you can withdraw at most ¥4.00 more today');
    expect(await ledgerOf(dan)).toEqual({ balance: 1200, sum: 1200, withdrawals: 1 });
  });

  it('does not count a failed withdrawal against the day’s maximum', async () => {
    const eve = await readyToWithdraw('eve', 1500, 'sandbox-fail');
    expectContent(await withdraw(eve, { openid: openidOf('eve', 'sandbox-fail'), amount: 1000, requestId: 'eve-request-1' }), withdrawEndpoint);
    server.now += 3_000;
    expect((await withdrawList(eve)).withdrawals[0]?.status).toBe('failed');
    expectContent(await withdraw(eve, { openid: openidOf('eve', 'sandbox-fail'), amount: 1000, requestId: 'eve-request-2' }), withdrawEndpoint);
  });
});

describe('GET /api/user/withdrawlist/', () => {
  it('lists only the caller’s withdrawals, newest first, 10 a page (a next page only after a full one)', async () => {
    const fay = await readyToWithdraw('fay', 1100);
    for (let index = 1; index <= 11; index += 1) {
      // The 11th on the next day: ¥10 a day is 10 of them.
      server.now += index === 11 ? 86_400_000 : 1_000;
      expectContent(await withdraw(fay, { openid: openidOf('fay'), amount: 100, requestId: `fay-request-${index}` }), withdrawEndpoint);
    }
    const first = await withdrawList(fay);
    expect(first.withdrawals).toHaveLength(10);
    const second = await withdrawList(fay, 2);
    expect(second.withdrawals).toHaveLength(1);
    expect(new Set([...first.withdrawals, ...second.withdrawals].map((one) => one.id)).size).toBe(11);
    expect(first.withdrawals.map((one) => one.createdAt)).toEqual([...first.withdrawals.map((one) => one.createdAt)].sort().reverse());
    expect((await withdrawList(server.sessions.ann)).withdrawals.every((one) => !first.withdrawals.some((other) => other.id === one.id))).toBe(true);
  });
});

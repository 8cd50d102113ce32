import { wechatOpenidEndpoint, withdrawEndpoint, withdrawListEndpoint, type LoginResponse } from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settleProcessingWithdrawals } from '../../services/withdrawal/settle-processing-withdrawals';
import { createPayoutProvider } from '../../services/payout/create-payout-provider';
import { fundTestWallet } from '../../test/fund-test-wallet';
import { userHeaders } from '../../test/login-client';
import { markTestVerified } from '../../test/mark-test-verified';
import { signedGet } from '../../test/signed-request';
import { createSimulatedWechat } from '../../test/simulated-wechat';
import { expectContent } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { TRANSFER_NOTIFICATION_PATH } from './transfer-notification';

// Withdrawals paid by the server's real WeChat payout adapter (transfer-bills) against the WeChat simulator.
const wechat = createSimulatedWechat({ clock: () => server.now, server: () => server.testApp.app });
const server = useTravellersTestApp(
  { paid: '13700138511', failed: '13700138512', forged: '13700138513' },
  { deps: { config: { wxMiniprogramLink: null, ...wechat.config, payout: wechat.payout }, fetch: wechat.fetch } },
);
const db = () => server.testApp.database.db;
const { sim } = wechat;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

/** A verified traveller whose WeChat (a new simulated user) is bound, with `fen` in the wallet; answers the openid. */
async function readyToWithdraw(session: Session, fen: number): Promise<string> {
  await markTestVerified(db(), session.userId);
  const { code, openid } = sim.issueCode();
  const answer = await server.testApp.app.inject(signedGet(wechatOpenidEndpoint.path, { code }, { timestamp: server.now, headers: userHeaders(session) }));
  expectContent(answer, wechatOpenidEndpoint);
  await fundTestWallet(db(), session.userId, fen);
  return openid;
}

const withdraw = async (session: Session, openid: string, amount: number, requestId: string) =>
  expectContent(await server.client.post(withdrawEndpoint.path, { openid, amount, requestId }, { headers: userHeaders(session) }), withdrawEndpoint).withdrawal;
const withdrawals = async (session: Session) =>
  expectContent(await server.client.get(withdrawListEndpoint.path, { pageNo: '1' }, { headers: userHeaders(session) }), withdrawListEndpoint).withdrawals;
const outBillNoOf = async (id: string) => (await db().selectFrom('withdrawal').select('out_bill_no').where('id', '=', id).executeTakeFirstOrThrow()).out_bill_no;

/** The wallet's balance, its entries' sum (always equal) and the entries' kinds. */
async function walletOf(session: Session) {
  const wallet = await db().selectFrom('wallet').select('balance').where('user_id', '=', session.userId).executeTakeFirstOrThrow();
  const entries = await db().selectFrom('wallet_entry').select(['kind', 'amount']).where('user_id', '=', session.userId).orderBy('id').execute();
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(wallet.balance);
  return { balance: wallet.balance, kinds: entries.map((entry) => entry.kind) };
}

describe('withdrawals paid by WeChat transfer to balance (simulated)', () => {
  it('asks WeChat for a transfer bill, stays processing while the user confirms, and is paid once by the notification', async () => {
    const session = server.sessions.paid;
    const openid = await readyToWithdraw(session, 1_000);
    const withdrawal = await withdraw(session, openid, 600, 'paid-request-1');
    expect(withdrawal).toMatchObject({ status: 'processing', amount: 600 });
    const outBillNo = await outBillNoOf(withdrawal.id);
    // WeChat waits for the traveller to accept: the app gets what wx.requestMerchantTransfer needs.
    expect(withdrawal.wechatConfirmation).toEqual({ mchId: wechat.keys.mchId, appId: wechat.keys.appId, package: `sim-package-${sim.transferBill(outBillNo)?.transferBillNo}` });
    expect(sim.transferBill(outBillNo)).toMatchObject({ openid, amount: 600, state: 'WAIT_USER_CONFIRM', remark: '推广奖励提现', notifyUrl: 'https://luggage.example.com/api/pay/transfer-notify/wechat/' });
    // Asking WeChat while the user has not confirmed settles nothing.
    const payouts = createPayoutProvider(wechat.payout, { clock: server.clock, fetch: wechat.fetch, pay: wechat.config.pay });
    expect(await settleProcessingWithdrawals({ db: db(), clock: server.clock, payouts })).toBe(0);

    server.now += 30_000;
    expect(sim.finishTransfer(outBillNo, 'SUCCESS')).toBe(true);
    await sim.settled();
    expect(sim.stats().notifications.deliveries.at(-1)).toMatchObject({ outTradeNo: outBillNo, status: 204, acknowledged: true });
    const [paid] = await withdrawals(session);
    expect(paid).toMatchObject({ id: withdrawal.id, status: 'paid', settledAt: new Date(server.now).toISOString(), wechatConfirmation: null });
    const providerBill = await db().selectFrom('withdrawal').select('provider_bill_id').where('id', '=', withdrawal.id).executeTakeFirstOrThrow();
    expect(providerBill.provider_bill_id).toBe(sim.transferBill(outBillNo)?.transferBillNo);

    // The same notification again, 10 at once: nothing changes.
    expect(sim.notifyTransferAgain(outBillNo, 10)).toBe(true);
    await sim.settled();
    expect(await withdrawals(session)).toEqual([paid]);
    expect(await walletOf(session)).toEqual({ balance: 400, kinds: ['reward', 'withdrawal'] });
  });

  it('returns the money once when WeChat fails the transfer, however many times the notification comes, and says why', async () => {
    const session = server.sessions.failed;
    const openid = await readyToWithdraw(session, 1_000);
    const withdrawal = await withdraw(session, openid, 700, 'failed-request-1');
    const outBillNo = await outBillNoOf(withdrawal.id);
    expect(sim.finishTransfer(outBillNo, 'FAIL', 'ACCOUNT_FROZEN')).toBe(true);
    expect(sim.notifyTransferAgain(outBillNo, 10)).toBe(true);
    await sim.settled();
    const [failed] = await withdrawals(session);
    expect(failed).toMatchObject({ id: withdrawal.id, status: 'failed', failureReason: 'the payout failed (ACCOUNT_FROZEN), the money is back in your balance' });
    expect(await walletOf(session)).toEqual({ balance: 1_000, kinds: ['reward', 'withdrawal', 'withdrawal-returned'] });
  });

  it('refuses a notification that is not signed by WeChat Pay, changing nothing', async () => {
    const session = server.sessions.forged;
    const openid = await readyToWithdraw(session, 500);
    const withdrawal = await withdraw(session, openid, 500, 'forged-request-1');
    const forged = await server.testApp.app.inject({
      method: 'POST',
      url: TRANSFER_NOTIFICATION_PATH,
      headers: { 'content-type': 'application/json', 'wechatpay-timestamp': String(Math.floor(server.now / 1000)), 'wechatpay-nonce': 'n', 'wechatpay-signature': 'c2ln', 'wechatpay-serial': wechat.keys.platformSerialNo },
      payload: JSON.stringify({ id: 'EV-1', event_type: 'MCHTRANSFER.BILL.FINISHED', resource: {} }),
    });
    expect(forged.statusCode).toBe(400);
    expect(await withdrawals(session)).toEqual([withdrawal]);
    const count = await sql<{ count: number }>`SELECT count(*)::int AS count FROM wallet_entry WHERE user_id = ${session.userId}`.execute(db());
    expect(count.rows[0]?.count).toBe(2);
  });
});

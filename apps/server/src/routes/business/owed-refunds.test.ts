import { owedRefundsEndpoint, type BusinessLoginResponse } from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { startRefund } from '../../services/payment/refund-payment';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useTravellersTestApp } from '../../test/use-travellers-test-app';
import { createBusinessTestClient } from './business-test-client';

const server = useTravellersTestApp({}, { client: createBusinessTestClient });
const db = () => server.testApp.database.db;
/** Signs in a seeded account: 13900000000 owns shops 1 and 2, 13900000002 shop 3, 13900000001 is staff of shop 1. */
const signedIn = new Map<string, Promise<BusinessLoginResponse>>();
/** Signs in a seeded account once per file (a second code would wait out the resend time). */
const signIn = (phone: '13900000000' | '13900000001' | '13900000002') => {
  const session = signedIn.get(phone) ?? server.client.logInStaff(phone);
  signedIn.set(phone, session);
  return session;
};

let tradeCount = 0;
/** A paid order at `storeId` with its sandbox payment and a refund of `amount` recorded at `at`; answers the ids. */
const refundedOrder = async (storeId: number, amount: number, at: number) => {
  const orderId = await insertTestOrder(db(), { storeId, goodsId: 2, from: '2025-03-10', units: 1, payAmount: amount });
  tradeCount += 1;
  const payment = await db()
    .insertInto('payment')
    .values({ order_id: orderId, provider: 'sandbox', out_trade_no: tradeCount.toString(16).padStart(32, 'a'), amount, status: 'succeeded', created_at: new Date(at), paid_at: new Date(at) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refundId = await db().transaction().execute((trx) => startRefund(trx, { orderId, paymentId: payment.id, amount, reason: 'cancelled', now: at }));
  return { orderId, refundId };
};
const owed = (storeId: number, session: BusinessLoginResponse) => server.client.call(owedRefundsEndpoint, { storeId }, session);

describe('GET /api/business/refunds/owed/', () => {
  it("shows the owner the shop's refunds still processing, oldest first, with attempts, next attempt and last error; settled and other shops' ones are left out", async () => {
    const owner12 = await signIn('13900000000');
    const owner3 = await signIn('13900000002');
    expect(expectContent(await owed(1, owner12), owedRefundsEndpoint)).toEqual({ refunds: [] });
    const newer = await refundedOrder(1, 1200, TEST_NOW - 60_000);
    const older = await refundedOrder(1, 800, TEST_NOW - 3 * 60 * 60_000);
    await refundedOrder(3, 500, TEST_NOW - 60_000);
    const settled = await refundedOrder(1, 300, TEST_NOW - 60_000);
    await db().updateTable('refund').set({ status: 'succeeded', succeeded_at: new Date(TEST_NOW) }).where('id', '=', settled.refundId).execute();
    const nextAttempt = new Date(TEST_NOW + 4 * 60_000);
    await db().updateTable('refund').set({ attempts: 3, next_attempt_at: nextAttempt, last_error: 'provider answered HTTP 503' }).where('id', '=', older.refundId).execute();

    expect(expectContent(await owed(1, owner12), owedRefundsEndpoint)).toEqual({
      refunds: [
        { refundId: older.refundId, state: 'retrying', orderId: older.orderId, amount: 800, since: new Date(TEST_NOW - 3 * 60 * 60_000).toISOString(), attempts: 3, nextAttemptAt: nextAttempt.toISOString(), lastError: 'provider answered HTTP 503' },
        { refundId: newer.refundId, state: 'retrying', orderId: newer.orderId, amount: 1200, since: new Date(TEST_NOW - 60_000).toISOString(), attempts: 0, nextAttemptAt: null, lastError: null },
      ],
    });
    expect(expectContent(await owed(2, owner12), owedRefundsEndpoint)).toEqual({ refunds: [] });
    expect(expectContent(await owed(3, owner3), owedRefundsEndpoint).refunds.map((refund) => refund.amount)).toEqual([500]);
  });

  it('lists a refund the provider refused for good as refused, until a later refund of the payment goes through', async () => {
    const owner3 = await signIn('13900000002');
    const refused = await refundedOrder(3, 700, TEST_NOW - 60_000);
    await db().updateTable('refund').set({ status: 'failed', attempts: 1, next_attempt_at: new Date(TEST_NOW + 60_000), last_error: 'ABNORMAL' }).where('id', '=', refused.refundId).execute();
    const listed = async () => expectContent(await owed(3, owner3), owedRefundsEndpoint);
    expect((await listed()).refunds.find((refund) => refund.refundId === refused.refundId)).toMatchObject({ state: 'refused', nextAttemptAt: null, lastError: 'ABNORMAL' });
    // The owner refunds again (a new refund of the same payment): the refused one leaves the list, the new one is owed.
    const { payment_id: paymentId } = await db().selectFrom('refund').select('payment_id').where('id', '=', refused.refundId).executeTakeFirstOrThrow();
    const again = await db().transaction().execute((trx) => startRefund(trx, { orderId: refused.orderId, paymentId, amount: 700, reason: 'cancelled', now: TEST_NOW }));
    expect((await listed()).refunds.filter((refund) => refund.orderId === refused.orderId).map((refund) => [refund.refundId, refund.state])).toEqual([[again, 'retrying']]);
    await db().updateTable('refund').set({ status: 'succeeded', succeeded_at: new Date(TEST_NOW) }).where('id', '=', again).execute();
    expect((await listed()).refunds.filter((refund) => refund.orderId === refused.orderId)).toEqual([]);
  });

  it("refuses the shop's staff and another shop's owner", async () => {
    const staff1 = await signIn('13900000001');
    const owner3 = await signIn('13900000002');
    expectFailure(await owed(1, staff1), 200, 'only the shop owner can do this');
    expectFailure(await owed(1, owner3), 200, 'you do not work at this shop');
  });
});

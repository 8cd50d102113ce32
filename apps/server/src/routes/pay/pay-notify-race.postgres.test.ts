import { addOrderEndpoint, checkoutEndpoint, payInfoEndpoint, type LoginResponse } from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../services/auth/create-session';
import { userHeaders } from '../../test/login-client';
import { signedGet, signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent } from '../../test/test-app';
import { createTestSandbox } from '../../test/test-sandbox';
import { providerNotificationPath } from './provider-notification';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
const sandbox = createTestSandbox({ secret: 'sandbox-secret-for-the-race-tests', clock: () => TEST_NOW });
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let user: Pick<LoginResponse, 'userId' | 'userToken'>;
beforeAll(async () => {
  testApp = await createTestApp({ payments: sandbox.payments });
  const db = testApp.database.db;
  const row = await db
    .insertInto('app_user')
    .values({ country: '86', phone: '13500000001', created_at: new Date(TEST_NOW) })
    .returning('id')
    .executeTakeFirstOrThrow();
  user = { userId: row.id, userToken: await createSession(db, { userId: row.id, area: 'user', now: TEST_NOW }) };
});
afterAll(() => testApp.close());

let uniqCount = 0;
const post = (path: string, body: Record<string, unknown>) =>
  testApp.app.inject(signedPost(path, body, { headers: { ...userHeaders(user), Uniq: `r${(uniqCount += 1).toString(36).padStart(5, '0')}` } }));

/** An unpaid order of one bag on `date` at shop 1 with its sandbox payment started. */
async function unpaidOrder(date: string): Promise<{ orderId: string; payAmount: number; outTradeNo: string }> {
  const cart = { storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: date, endDate: date };
  const token = expectContent(await post(checkoutEndpoint.path, cart), checkoutEndpoint).addOrderToken;
  const order = expectContent(await post(addOrderEndpoint.path, { addOrderToken: token }), addOrderEndpoint);
  const info = expectContent(await testApp.app.inject(signedGet(payInfoEndpoint.path, { orderId: order.orderId }, { headers: userHeaders(user) })), payInfoEndpoint);
  if (info.sheet.provider !== 'sandbox') throw new Error('sandbox sheet expected');
  return { ...order, outTradeNo: info.sheet.outTradeNo };
}

const notify = (body: Record<string, unknown>) => {
  const text = JSON.stringify(body);
  return testApp.app.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers: { 'content-type': 'application/json', ...sandbox.provider.sign(text, TEST_NOW) }, payload: text });
};

/** What the payment left behind. */
async function outcome(order: { orderId: string; outTradeNo: string }) {
  const db = testApp.database.db;
  return {
    order: await db.selectFrom('user_order').select(['status', 'voucher_code']).where('id', '=', order.orderId).executeTakeFirstOrThrow(),
    payment: await db.selectFrom('payment').select(['status', 'transaction_id']).where('out_trade_no', '=', order.outTradeNo).executeTakeFirstOrThrow(),
    notifications: (await db.selectFrom('payment_notification').select('notification_id').where('out_trade_no', '=', order.outTradeNo).execute()).length,
    refunds: (await db.selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute()).length,
  };
}

describe('payment notifications under concurrency (real Postgres)', () => {
  it('10 identical notifications in parallel pay the order once', async () => {
    const order = await unpaidOrder('20250305');
    const body = { notificationId: 'same-notification', outTradeNo: order.outTradeNo, transactionId: 'tx-same', amount: order.payAmount, state: 'SUCCESS' };

    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(body)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 204));
    expect(await outcome(order)).toEqual({
      order: { status: 'paid', voucher_code: expect.stringMatching(/^[0-9A-Z]{8}$/) },
      payment: { status: 'succeeded', transaction_id: 'tx-same' },
      notifications: 1,
      refunds: 0,
    });
  });

  it('10 notifications with different ids for one payment in parallel pay the order once', async () => {
    const order = await unpaidOrder('20250306');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        notify({ notificationId: `notification-${index}`, outTradeNo: order.outTradeNo, transactionId: 'tx-many', amount: order.payAmount, state: 'SUCCESS' }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 204));
    const result = await outcome(order);
    expect(result).toEqual({
      order: { status: 'paid', voucher_code: expect.stringMatching(/^[0-9A-Z]{8}$/) },
      payment: { status: 'succeeded', transaction_id: 'tx-many' },
      notifications: 10,
      refunds: 0,
    });
    const vouchers = await testApp.database.db.selectFrom('user_order').select('voucher_code').where('id', '=', order.orderId).execute();
    expect(vouchers).toHaveLength(1);
  });
});

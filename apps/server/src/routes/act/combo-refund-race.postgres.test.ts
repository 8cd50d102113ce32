import {
  comboBuyEndpoint,
  comboOrderInfoEndpoint,
  comboPayInfoEndpoint,
  comboRefundEndpoint,
  sandboxPayEndpoint,
  successEnvelopeSchema,
  type LoginResponse,
} from '@luggage/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCombo } from '../../test/insert-test-combo';
import { insertTestSessions } from '../../test/insert-test-sessions';
import { userHeaders } from '../../test/login-client';
import { signedGet, signedPost, TEST_NOW } from '../../test/signed-request';
import { createTestApp, expectContent } from '../../test/test-app';
import { createTestSandbox } from '../../test/test-sandbox';
import { providerNotificationPath } from '../pay/provider-notification';

// Only in the postgres test project (see vitest.config.ts): the race needs many connections at once.
const sandbox = createTestSandbox({ secret: 'sandbox-secret-for-the-combo-race-tests', clock: () => TEST_NOW });
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let comboId: number;
beforeAll(async () => {
  testApp = await createTestApp({ payments: sandbox.payments });
  comboId = await insertTestCombo(testApp.database.db);
});
afterAll(() => testApp.close());

const CALLS = 10;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const post = (path: string, body: Record<string, unknown>, session: Session) => testApp.app.inject(signedPost(path, body, { headers: userHeaders(session) }));
const get = (path: string, params: Record<string, string>, session: Session) => testApp.app.inject(signedGet(path, params, { headers: userHeaders(session) }));
const notify = (body: Record<string, unknown>) => {
  const text = JSON.stringify(body);
  return testApp.app.inject({ method: 'POST', url: providerNotificationPath('sandbox'), headers: { 'content-type': 'application/json', ...sandbox.provider.sign(text, TEST_NOW) }, payload: text });
};
/** A new traveller's combo order with its sandbox payment opened (not paid). */
async function unpaidCombo(): Promise<{ session: Session; comboOrderId: string; outTradeNo: string }> {
  const [session] = await insertTestSessions(testApp.database.db, 1);
  if (!session) throw new Error('no session');
  const order = expectContent(await post(comboBuyEndpoint.path, { comboId }, session), comboBuyEndpoint);
  const sheet = expectContent(await get(comboPayInfoEndpoint.path, { comboOrderId: order.id }, session), comboPayInfoEndpoint).sheet;
  if (sheet.provider !== 'sandbox') throw new Error('sandbox sheet expected');
  return { session, comboOrderId: order.id, outTradeNo: sheet.outTradeNo };
}
/** What the combo order left behind: its status, its coupons by state, its payments and refunds. */
async function outcome(comboOrderId: string) {
  const db = testApp.database.db;
  const payments = db.selectFrom('payment').select('id').where('coupon_order_id', '=', comboOrderId);
  return {
    status: (await db.selectFrom('coupon_order').select('status').where('id', '=', comboOrderId).executeTakeFirstOrThrow()).status,
    coupons: (await db.selectFrom('user_coupon').select('state').where('coupon_order_id', '=', comboOrderId).execute()).map((row) => row.state),
    succeededPayments: (await db.selectFrom('payment').select('id').where('coupon_order_id', '=', comboOrderId).where('status', '=', 'succeeded').execute()).length,
    refunds: await db.selectFrom('refund').select(['amount', 'reason']).where('payment_id', 'in', payments).execute(),
  };
}

describe('combo orders under concurrency (real Postgres)', () => {
  it.each([1, 2, 3])(`run %i: ${CALLS} notifications of one combo payment in parallel issue its coupons once`, async () => {
    const { comboOrderId, outTradeNo } = await unpaidCombo();
    const answers = await Promise.all(
      Array.from({ length: CALLS }, (_, index) =>
        notify({ notificationId: `combo-${outTradeNo}-${index}`, outTradeNo, transactionId: `tx-${outTradeNo}`, amount: 4000, state: 'SUCCESS' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: CALLS }, () => 204));
    expect(await outcome(comboOrderId)).toEqual({ status: 'paid', coupons: ['unused', 'unused', 'unused', 'unused', 'unused'], succeededPayments: 1, refunds: [] });
  });

  it.each([1, 2, 3])(`run %i: ${CALLS} refunds of one combo order in parallel make one refund`, async () => {
    const { session, comboOrderId, outTradeNo } = await unpaidCombo();
    expectContent(await post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint);
    expect(expectContent(await get(comboOrderInfoEndpoint.path, { comboOrderId }, session), comboOrderInfoEndpoint).status).toBe('paid');

    const answers = await Promise.all(Array.from({ length: CALLS }, () => post(comboRefundEndpoint.path, { comboOrderId }, session)));
    const bodies = answers.map((answer) => answer.json() as { errorMsg?: string });
    expect(bodies.filter((body) => successEnvelopeSchema(comboRefundEndpoint.response).safeParse(body).success)).toHaveLength(1);
    expect(bodies.filter((body) => body.errorMsg === 'this combo order has already been refunded')).toHaveLength(CALLS - 1);
    expect(await outcome(comboOrderId)).toEqual({
      status: 'refunded',
      coupons: ['withdrawn', 'withdrawn', 'withdrawn', 'withdrawn', 'withdrawn'],
      succeededPayments: 1,
      refunds: [{ amount: 4000, reason: 'combo' }],
    });
  });
});

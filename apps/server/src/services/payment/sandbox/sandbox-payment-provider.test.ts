import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../../db/open-database';
import { TEST_NOW } from '../../../test/signed-request';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxPaymentProvider, type SandboxNotificationBody } from './sandbox-payment-provider';

const secret = 'sandbox-secret-for-the-provider-tests';
const clock = () => TEST_NOW;
let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A sandbox provider on the test database, as one server process (or one run of it) has. */
const sandboxProcess = () => createSandboxPaymentProvider({ secret, clock, db: database.db });
const request = (outTradeNo: string, amount: number) => ({ outTradeNo, amount, description: 'luggage storage', expiresAt: new Date(TEST_NOW + 30 * 60_000) });
const tradeOf = (outTradeNo: string) => database.db.selectFrom('sandbox_trade').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
const bodyOf = (notification: { body: string }) => JSON.parse(notification.body) as SandboxNotificationBody;

describe('the sandbox payment provider keeps its trades in the database', () => {
  it('a trade paid through one provider is found paid by the query of another on the same database (a restart, a second server)', async () => {
    const first = sandboxProcess();
    const outTradeNo = '11111111111111111111111111111111';
    expect(await first.createPayment(request(outTradeNo, 3000))).toEqual({ provider: 'sandbox', outTradeNo });
    const second = sandboxProcess();
    expect(await second.queryPayment(outTradeNo)).toEqual({ paid: false, state: 'NOTPAY' });

    const notification = await first.pay(outTradeNo, 3000, 'succeeded');

    const { transactionId } = bodyOf(notification);
    expect(transactionId).toMatch(/^sandbox-[0-9a-f]{24}$/);
    expect(await second.queryPayment(outTradeNo)).toEqual({ paid: true, transactionId, amount: 3000 });
    expect(await sandboxProcess().queryPayment(outTradeNo)).toEqual({ paid: true, transactionId, amount: 3000 });
    expect(await tradeOf(outTradeNo)).toEqual({ out_trade_no: outTradeNo, amount: 3000, state: 'SUCCESS', transaction_id: transactionId, created_at: new Date(TEST_NOW), settled_at: new Date(TEST_NOW) });
    // The second process verifies the first one's notification (they share SANDBOX_PAY_SECRET).
    expect(second.verifyNotification(notification.headers, notification.body, TEST_NOW)).toEqual({ notificationId: bodyOf(notification).notificationId, outTradeNo, transactionId, amount: 3000, succeeded: true });
  });

  it('settles a trade once: a later pay, through any provider, answers the first outcome', async () => {
    const outTradeNo = '22222222222222222222222222222222';
    await sandboxProcess().createPayment(request(outTradeNo, 1500));
    const failed = bodyOf(await sandboxProcess().pay(outTradeNo, 1500, 'failed'));
    expect(failed).toMatchObject({ outTradeNo, transactionId: '', amount: 1500, state: 'FAILED' });

    const again = bodyOf(await sandboxProcess().pay(outTradeNo, 1500, 'succeeded'));

    expect(again).toMatchObject({ outTradeNo, transactionId: '', amount: 1500, state: 'FAILED' });
    expect(again.notificationId).not.toBe(failed.notificationId);
    expect(await sandboxProcess().queryPayment(outTradeNo)).toEqual({ paid: false, state: 'PAYERROR' });
    expect(await tradeOf(outTradeNo)).toMatchObject({ state: 'PAYERROR', transaction_id: null });
  });

  it('opens a trade once (its first amount stays), pays one its sheet opened without createPayment, and does not know others', async () => {
    const outTradeNo = '33333333333333333333333333333333';
    await sandboxProcess().createPayment(request(outTradeNo, 800));
    await sandboxProcess().createPayment(request(outTradeNo, 900));
    expect(await tradeOf(outTradeNo)).toMatchObject({ amount: 800, state: 'NOTPAY', transaction_id: null, settled_at: null });

    const unopened = '44444444444444444444444444444444';
    const paid = bodyOf(await sandboxProcess().pay(unopened, 700, 'succeeded'));
    expect(paid).toMatchObject({ outTradeNo: unopened, amount: 700, state: 'SUCCESS' });
    expect(await sandboxProcess().queryPayment(unopened)).toEqual({ paid: true, transactionId: paid.transactionId, amount: 700 });

    expect(await sandboxProcess().queryPayment('55555555555555555555555555555555')).toEqual({ paid: false, state: 'NOTFOUND' });
  });
});

import {
  cancelOrderEndpoint,
  orderInfoEndpoint,
  payCancelEndpoint,
  payInfoEndpoint,
  payNotifyEndpoint,
  payResultEndpoint,
  sandboxPayEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cancelPaidOrder } from '../../services/payment/cancel-paid-order';
import type { PaymentDeps } from '../../services/payment/payment-deps';
import { settleRefund, startRefund } from '../../services/payment/refund-payment';
import { createSandboxPaymentProvider } from '../../services/payment/sandbox/sandbox-payment-provider';
import { refundRetryDelayMs, settleOwedRefunds } from '../../services/payment/settle-owed-refunds';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { paymentRows } from './pay-test-client';
import { useSandboxTestApp } from './use-sandbox-test-app';

const { server, sandbox } = useSandboxTestApp('sandbox-secret-for-the-pay-tests', { alice: '13900000011', bob: '13900000012' });
const { sessions, clock } = server;

const db = () => server.testApp.database.db;
const orderRow = (orderId: string) => db().selectFrom('user_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
const paymentOf = (outTradeNo: string) => db().selectFrom('payment').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
const refundsOf = (orderId: string) =>
  db().selectFrom('refund').select(['amount', 'reason', 'status', 'succeeded_at', 'payment_id']).where('order_id', '=', orderId).execute();
const payResult = async (orderId: string, session: LoginResponse = sessions.alice) => expectContent(await server.client.get(payResultEndpoint.path, { orderId }, session), payResultEndpoint);
const sandboxPay = (outTradeNo: string, outcome: 'succeeded' | 'failed' = 'succeeded', session: LoginResponse = sessions.alice) =>
  server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome }, session);
/** A correctly signed success notification of `outTradeNo` for `amount`. */
const success = (outTradeNo: string, amount: number, notificationId = `n-${outTradeNo}`) => ({
  notificationId,
  outTradeNo,
  transactionId: `t-${outTradeNo}`,
  amount,
  state: 'SUCCESS' as const,
});
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** The payment services' dependencies on the test app, with the sandbox or `payments`. */
const paymentDeps = (payments: PaymentDeps['payments'] = sandbox.provider): PaymentDeps => ({ db: db(), clock, payments, log: quiet });
/** An unpaid order of `count` bags at `storeId` on `date` for alice, with its sandbox payment started. */
const unpaidOrder = async (storeId: number, date: string, count = 1, session: LoginResponse = sessions.alice) => {
  const order = await server.client.book(session, storeId, date, count);
  const outTradeNo = await server.client.startPaying(session, order.orderId);
  return { ...order, outTradeNo };
};
/** A paid order (through the sandbox sheet). */
const paidOrder = async (storeId: number, date: string, count = 1) => {
  const order = await unpaidOrder(storeId, date, count);
  expectContent(await sandboxPay(order.outTradeNo), sandboxPayEndpoint);
  return order;
};

describe('paying with the sandbox', () => {
  it('pay/info → sandbox sheet → notification → paid with a voucher code; the units stay held after pay_before', async () => {
    const order = await server.client.book(sessions.alice, 1, '20250303', 2);
    expect(await server.client.bagsLeft(1, '20250303')).toEqual([8]);
    const info = expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), payInfoEndpoint);
    expect(info).toEqual({
      orderId: order.orderId,
      payAmount: order.payAmount,
      payBefore: order.payBefore,
      sheet: { provider: 'sandbox', outTradeNo: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    if (info.sheet.provider !== 'sandbox') throw new Error('sandbox sheet expected');
    expect(await paymentOf(info.sheet.outTradeNo)).toMatchObject({ amount: order.payAmount, status: 'pending', provider: 'sandbox' });
    // Asking again resumes the same payment.
    expect(expectContent(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), payInfoEndpoint).sheet).toEqual(info.sheet);
    expect(await db().selectFrom('payment').select('id').where('order_id', '=', order.orderId).execute()).toHaveLength(1);

    server.now += 60_000;
    expect(expectContent(await sandboxPay(info.sheet.outTradeNo), sandboxPayEndpoint)).toEqual({ outTradeNo: info.sheet.outTradeNo, outcome: 'succeeded' });

    expect(await payResult(order.orderId)).toEqual({ orderId: order.orderId, status: 'paid', storeStatus: 0, paidAt: new Date(server.now).toISOString() });
    const row = await orderRow(order.orderId);
    expect(row.voucher_code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await paymentOf(info.sheet.outTradeNo)).toMatchObject({ status: 'succeeded', transaction_id: expect.stringMatching(/^sandbox-/), paid_at: new Date(server.now) });
    expect(await db().selectFrom('payment_notification').selectAll().where('out_trade_no', '=', info.sheet.outTradeNo).execute()).toHaveLength(1);
    server.now = TEST_NOW + 60 * 60_000;
    expect(await server.client.bagsLeft(1, '20250303')).toEqual([8]);
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'this order can no longer be paid, please book again');
  });

  it('a failed sandbox payment leaves the order unpaid and payable: pay/info opens a new payment, which pays it', async () => {
    const order = await unpaidOrder(1, '20250304');
    expect(expectContent(await sandboxPay(order.outTradeNo, 'failed'), sandboxPayEndpoint).outcome).toBe('failed');
    expect(await payResult(order.orderId)).toMatchObject({ status: 'unpaid', paidAt: null });
    expect((await paymentOf(order.outTradeNo)).status).toBe('failed');
    expect((await orderRow(order.orderId)).voucher_code).toBeNull();

    // The sandbox settles a trade once: paying the failed one again would fail again, so pay/info opens another.
    const retry = await server.client.startPaying(sessions.alice, order.orderId);
    expect(retry).not.toBe(order.outTradeNo);
    expect(await paymentOf(retry)).toMatchObject({ status: 'pending', amount: order.payAmount });
    expect(expectContent(await sandboxPay(retry), sandboxPayEndpoint).outcome).toBe('succeeded');
    expect(await payResult(order.orderId)).toMatchObject({ status: 'paid', paidAt: new Date(server.now).toISOString() });
    expect((await paymentOf(retry)).status).toBe('succeeded');
    expect((await paymentOf(order.outTradeNo)).status).toBe('failed');
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('a success arriving after a failure of the same payment is applied, by notification or by pay/notify', async () => {
    const notified = await unpaidOrder(1, '20250321');
    expect((await server.client.notify({ ...success(notified.outTradeNo, notified.payAmount, 'n-failed'), transactionId: '', state: 'FAILED' })).statusCode).toBe(204);
    expect((await paymentOf(notified.outTradeNo)).status).toBe('failed');
    expect((await server.client.notify(success(notified.outTradeNo, notified.payAmount))).statusCode).toBe(204);
    expect(await paymentOf(notified.outTradeNo)).toMatchObject({ status: 'succeeded', transaction_id: `t-${notified.outTradeNo}` });
    expect(await payResult(notified.orderId)).toMatchObject({ status: 'paid' });

    // The provider's failure reached us, its later success did not: the client's pay/notify asks about failed payments too.
    const queried = await unpaidOrder(1, '20250322');
    expect((await server.client.notify({ ...success(queried.outTradeNo, queried.payAmount, 'n-failed-2'), transactionId: '', state: 'FAILED' })).statusCode).toBe(204);
    await db().insertInto('sandbox_trade').values({ out_trade_no: queried.outTradeNo, amount: queried.payAmount, state: 'SUCCESS', transaction_id: 'sandbox-late', created_at: new Date(server.now), settled_at: new Date(server.now) }).onConflict((conflict) => conflict.column('out_trade_no').doUpdateSet({ state: 'SUCCESS', transaction_id: 'sandbox-late' })).execute();
    expect(expectContent(await server.client.post(payNotifyEndpoint.path, { orderId: queried.orderId }, sessions.alice), payNotifyEndpoint).status).toBe('paid');
    expect(await paymentOf(queried.outTradeNo)).toMatchObject({ status: 'succeeded', transaction_id: 'sandbox-late' });
  });

  it('pay/notify from the client asks the provider: nothing paid → refused; paid at the provider → applied once', async () => {
    const order = await unpaidOrder(1, '20250305');
    expectFailure(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'no payment has been received for this order yet');
    expect((await orderRow(order.orderId)).status).toBe('unpaid');

    // The provider takes the money but its notification never reaches us.
    await sandbox.provider.pay(order.outTradeNo, order.payAmount, 'succeeded');
    const answer = expectContent(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), payNotifyEndpoint);
    expect(answer).toEqual({ orderId: order.orderId, status: 'paid', storeStatus: 0, paidAt: new Date(server.now).toISOString() });
    const voucher = (await orderRow(order.orderId)).voucher_code;
    expect(voucher).toMatch(/^[0-9A-Z]{8}$/);

    // The late notification and another pay/notify change nothing.
    const before = await paymentRows(db());
    expectContent(await sandboxPay(order.outTradeNo), sandboxPayEndpoint);
    expect(expectContent(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), payNotifyEndpoint).status).toBe('paid');
    const after = await paymentRows(db());
    expect({ ...after, notifications: before.notifications }).toEqual(before);
    expect((await orderRow(order.orderId)).voucher_code).toBe(voucher);
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('pay/notify finds a payment the sandbox took through another server process (or before a restart): the trades are in the database', async () => {
    const order = await unpaidOrder(1, '20250320');
    const otherProcess = createSandboxPaymentProvider({ secret: 'sandbox-secret-for-the-pay-tests', clock, db: db() });
    expect(otherProcess).not.toBe(sandbox.provider);

    const { transactionId } = JSON.parse((await otherProcess.pay(order.outTradeNo, order.payAmount, 'succeeded')).body) as { transactionId: string };

    expect(expectContent(await server.client.post(payNotifyEndpoint.path, { orderId: order.orderId }, sessions.alice), payNotifyEndpoint).status).toBe('paid');
    expect(await paymentOf(order.outTradeNo)).toMatchObject({ status: 'succeeded', transaction_id: transactionId });
  });
});

describe('provider notifications', () => {
  it('refuses forged ones (bad signature, stale timestamp, unknown payment, missing headers) and changes nothing', async () => {
    const order = await unpaidOrder(1, '20250306');
    const before = await paymentRows(db());
    const forger = createSandboxPaymentProvider({ secret: 'not-the-sandbox-secret-at-all', clock, db: db() });
    const refusals = [
      await server.client.notify(success(order.outTradeNo, order.payAmount), { signer: forger }),
      await server.client.notify(success(order.outTradeNo, order.payAmount), { timestamp: server.now - 6 * 60_000 }),
      await server.client.notify(success(order.outTradeNo, order.payAmount + 1), { signer: forger }),
      await server.client.notify(success('0123456789abcdef0123456789abcdef', order.payAmount)),
      await server.client.notify(success(order.outTradeNo, order.payAmount), { headers: { 'sandbox-signature': '' } }),
      await server.client.notify('{"notificationId":', {}),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toMatchObject({ code: 'FAIL' });
    }
    // A body changed after signing (another transaction id: everything else would still be applicable).
    const signed = JSON.stringify(success(order.outTradeNo, order.payAmount));
    const headers = { 'content-type': 'application/json', ...sandbox.provider.sign(signed, server.now) };
    const changed = signed.replace('"transactionId":"t-', '"transactionId":"T-');
    expect(changed).not.toBe(signed);
    const tampered = await server.testApp.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox/', headers, payload: changed });
    expect(tampered.statusCode).toBe(400);
    expect(await paymentRows(db())).toEqual(before);
    expect((await orderRow(order.orderId)).status).toBe('unpaid');
  });

  it('a correctly signed success of another amount than the payment’s: the money taken goes back (reason mismatch), the order stays unpaid', async () => {
    const order = await unpaidOrder(1, '20250323');
    const taken = order.payAmount + 1;
    expect((await server.client.notify(success(order.outTradeNo, taken))).statusCode).toBe(204);
    const payment = await paymentOf(order.outTradeNo);
    expect(payment).toMatchObject({ status: 'succeeded', amount: taken, transaction_id: `t-${order.outTradeNo}` });
    expect(await refundsOf(order.orderId)).toEqual([{ amount: taken, reason: 'mismatch', status: 'succeeded', succeeded_at: new Date(server.now), payment_id: payment.id }]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'unpaid', voucher_code: null, paid_at: null });
    // Applied once: a repeat changes nothing.
    const before = await paymentRows(db());
    expect((await server.client.notify(success(order.outTradeNo, taken))).statusCode).toBe(204);
    expect(await paymentRows(db())).toEqual(before);
    // The order can still be paid, with a new payment.
    const retry = await server.client.startPaying(sessions.alice, order.orderId);
    expect(retry).not.toBe(order.outTradeNo);
    expectContent(await sandboxPay(retry), sandboxPayEndpoint);
    expect(await payResult(order.orderId)).toMatchObject({ status: 'paid' });
  });

  it('applies a repeated notification once; another notification of the paid payment changes nothing', async () => {
    const order = await unpaidOrder(1, '20250307');
    const first = await server.client.notify(success(order.outTradeNo, order.payAmount));
    expect(first.statusCode).toBe(204);
    const voucher = (await orderRow(order.orderId)).voucher_code;
    const again = await server.client.notify(success(order.outTradeNo, order.payAmount));
    expect(again.statusCode).toBe(204);
    const other = await server.client.notify(success(order.outTradeNo, order.payAmount, 'another-notification-id'));
    expect(other.statusCode).toBe(204);
    expect(await db().selectFrom('payment_notification').select('notification_id').where('out_trade_no', '=', order.outTradeNo).orderBy('notification_id').execute()).toEqual([
      { notification_id: 'another-notification-id' },
      { notification_id: `n-${order.outTradeNo}` },
    ]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', voucher_code: voucher });
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('a payment arriving after pay_before pays the order when its units still fit', async () => {
    const order = await unpaidOrder(2, '20250308', 2);
    server.now = Date.parse(order.payBefore) + 60_000;
    expect(await payResult(order.orderId)).toMatchObject({ status: 'lapsed' });
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'this order can no longer be paid, please book again');
    expect(await server.client.bagsLeft(2, '20250308')).toEqual([3]);
    expect((await server.client.notify(success(order.outTradeNo, order.payAmount))).statusCode).toBe(204);
    expect(await payResult(order.orderId)).toMatchObject({ status: 'paid', paidAt: new Date(server.now).toISOString() });
    expect((await orderRow(order.orderId)).voucher_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(await server.client.bagsLeft(2, '20250308')).toEqual([1]);
    expect(await refundsOf(order.orderId)).toEqual([]);
  });

  it('a payment arriving after pay_before is refunded when its units were taken meanwhile', async () => {
    const late = await unpaidOrder(2, '20250309', 2);
    server.now = Date.parse(late.payBefore) + 60_000;
    // Bob takes the room while Alice's order no longer holds it (shop 2 takes 3 bags a day).
    const bobs = await server.client.book(sessions.bob, 2, '20250309', 2);
    expectContent(await sandboxPay(await server.client.startPaying(sessions.bob, bobs.orderId), 'succeeded', sessions.bob), sandboxPayEndpoint);

    expect((await server.client.notify(success(late.outTradeNo, late.payAmount))).statusCode).toBe(204);
    const payment = await paymentOf(late.outTradeNo);
    expect(payment.status).toBe('succeeded');
    expect(await refundsOf(late.orderId)).toEqual([{ amount: late.payAmount, reason: 'lapsed', status: 'succeeded', succeeded_at: new Date(server.now), payment_id: payment.id }]);
    expect(await orderRow(late.orderId)).toMatchObject({ status: 'lapsed', voucher_code: null, paid_at: null });
    expect(await payResult(late.orderId)).toMatchObject({ status: 'lapsed' });
    expect(await server.client.bagsLeft(2, '20250309')).toEqual([1]);
  });

  it('a second payment of a paid order is refunded as a duplicate', async () => {
    const order = await paidOrder(1, '20250310');
    const voucher = (await orderRow(order.orderId)).voucher_code;
    const second = await db()
      .insertInto('payment')
      .values({ order_id: order.orderId, provider: 'sandbox', out_trade_no: 'abcdefabcdefabcdefabcdefabcdef01', amount: order.payAmount, created_at: new Date(server.now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.client.notify(success('abcdefabcdefabcdefabcdefabcdef01', order.payAmount))).statusCode).toBe(204);
    expect(await refundsOf(order.orderId)).toEqual([{ amount: order.payAmount, reason: 'duplicate', status: 'succeeded', succeeded_at: new Date(server.now), payment_id: second.id }]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', voucher_code: voucher });
  });
});

describe('settling owed refunds', () => {
  it('asks only about refunds of the configured provider: 100 older ones of another provider do not crowd out its own', async () => {
    const other = await paidOrder(1, '20250326');
    // Refund ids of one width from here on, so that the oldest refunds come first whether ids are compared as numbers or as text.
    await sql`ALTER TABLE refund ALTER COLUMN id RESTART WITH 1000000`.execute(db());
    const longAgo = new Date(server.now - 60 * 60_000);
    const wechatPayments = await db()
      .insertInto('payment')
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          order_id: other.orderId,
          provider: 'wechat' as const,
          out_trade_no: (0xc0000000 + index).toString(16).padStart(32, 'c'),
          amount: 100,
          status: 'succeeded' as const,
          created_at: longAgo,
          paid_at: longAgo,
        })),
      )
      .returning('id')
      .execute();
    await db()
      .insertInto('refund')
      .values(
        wechatPayments.map(({ id }, index) => ({
          order_id: other.orderId,
          payment_id: id,
          out_refund_no: (0xd0000000 + index).toString(16).padStart(32, 'd'),
          amount: 100,
          reason: 'duplicate' as const,
          created_at: longAgo,
        })),
      )
      .execute();

    const order = await paidOrder(1, '20250327');
    const payment = await paymentOf(order.outTradeNo);
    // The sandbox did not answer when the refund was made; it is owed since then.
    const owed = await db().transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, reason: 'duplicate', now: server.now }));

    server.now += 2 * 60_000;
    expect(await settleOwedRefunds(paymentDeps())).toBe(1);
    expect((await db().selectFrom('refund').select('status').where('id', '=', owed).executeTakeFirstOrThrow()).status).toBe('succeeded');
    expect(await db().selectFrom('refund').select('status').where('order_id', '=', other.orderId).where('status', '=', 'processing').execute()).toHaveLength(100);
  });
});

describe('refunds owed: retried with backoff', () => {
  it('counts each attempt, keeps the last error and waits 1, 2, 4 … minutes (at most 6 h) before asking again', async () => {
    const order = await paidOrder(1, '20250328');
    const payment = await paymentOf(order.outTradeNo);
    const owed = await db().transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, reason: 'duplicate', now: server.now }));
    let calls = 0;
    let answer: 'down' | 'up' = 'down';
    const flaky: PaymentDeps['payments'] = {
      ...sandbox.provider,
      refund: async (request) => {
        calls += 1;
        if (answer === 'down') throw new Error('provider down');
        return sandbox.provider.refund(request);
      },
    };
    const row = () => db().selectFrom('refund').select(['status', 'attempts', 'next_attempt_at', 'last_error']).where('id', '=', owed).executeTakeFirstOrThrow();
    const start = server.now;
    // Not a minute old yet: not due.
    expect(await settleOwedRefunds(paymentDeps(flaky))).toBe(0);
    expect(calls).toBe(0);
    for (const [attempt, waitMinutes] of [[1, 1], [2, 2], [3, 4], [4, 8]] as const) {
      server.now = (await row()).next_attempt_at?.getTime() ?? start + 60_000;
      expect(await settleOwedRefunds(paymentDeps(flaky))).toBe(0);
      expect(calls).toBe(attempt);
      expect(await row()).toEqual({ status: 'processing', attempts: attempt, next_attempt_at: new Date(server.now + waitMinutes * 60_000), last_error: 'provider down' });
      // Asked again before its next attempt: the provider is not called.
      server.now += waitMinutes * 60_000 - 1;
      expect(await settleOwedRefunds(paymentDeps(flaky))).toBe(0);
      expect(calls).toBe(attempt);
    }
    expect([1, 9, 10, 40].map(refundRetryDelayMs)).toEqual([60_000, 256 * 60_000, 6 * 60 * 60_000, 6 * 60 * 60_000]);
    answer = 'up';
    server.now += 1;
    expect(await settleOwedRefunds(paymentDeps(flaky))).toBe(1);
    expect(await row()).toMatchObject({ status: 'succeeded', attempts: 5 });
  });
});

describe('pay/cancel', () => {
  it('cancels an unpaid order, frees its units at once, answers the same again and refuses to pay it', async () => {
    const order = await unpaidOrder(2, '20250311', 3);
    expect(await server.client.bagsLeft(2, '20250311')).toEqual([0]);
    const answer = expectContent(await server.client.post(payCancelEndpoint.path, { orderId: order.orderId }, sessions.alice), payCancelEndpoint);
    expect(answer).toEqual({ orderId: order.orderId, status: 'cancelled', storeStatus: 0, paidAt: null });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'cancelled', cancelled_at: new Date(server.now) });
    expect(await server.client.bagsLeft(2, '20250311')).toEqual([3]);
    expect(expectContent(await server.client.post(payCancelEndpoint.path, { orderId: order.orderId }, sessions.alice), payCancelEndpoint).status).toBe('cancelled');
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'this order can no longer be paid, please book again');

    // The payment the traveller made before cancelling still arrives: the room is there, so it is paid.
    expect((await server.client.notify(success(order.outTradeNo, order.payAmount))).statusCode).toBe(204);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid' });
    expect(await server.client.bagsLeft(2, '20250311')).toEqual([0]);
  });

  it('refuses a paid order', async () => {
    const order = await paidOrder(1, '20250312');
    expectFailure(await server.client.post(payCancelEndpoint.path, { orderId: order.orderId }, sessions.alice), 200, 'this order can no longer be paid, please book again');
    expect((await orderRow(order.orderId)).status).toBe('paid');
  });
});

describe('order/cancel', () => {
  const cancel = (orderId: string, session: LoginResponse = sessions.alice) =>
    server.client.post(cancelOrderEndpoint.path, { orderId, key: 'plans_changed', reason: 'train moved', part: 'all' }, session);

  it('cancels a paid order before 24:00 of its start day and refunds the whole payAmount; the units are free', async () => {
    const order = await paidOrder(1, '20250301', 2);
    const payment = await paymentOf(order.outTradeNo);
    expect(await server.client.bagsLeft(1, '20250301')).toEqual([8]);
    expect(expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), orderInfoEndpoint)).toMatchObject({ cancellable: true, refund: null });
    server.now = Date.parse('2025-03-01T15:59:00Z'); // 23:59 in Shanghai
    expect(expectContent(await cancel(order.orderId), cancelOrderEndpoint)).toEqual({ orderId: order.orderId, status: 'refunded', storeStatus: 0 });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', cancelled_at: new Date(server.now), cancel_key: 'plans_changed', cancel_reason: 'train moved' });
    expect(await refundsOf(order.orderId)).toEqual([{ amount: order.payAmount, reason: 'cancelled', status: 'succeeded', succeeded_at: new Date(server.now), payment_id: payment.id }]);
    expect(await server.client.bagsLeft(1, '20250301')).toEqual([10]);
    // The traveller sees the refund on the order.
    const detail = expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, sessions.alice), orderInfoEndpoint);
    expect(detail).toMatchObject({ status: 'refunded', cancellable: false, voucherCode: null });
    expect(detail.refund).toEqual({ amount: order.payAmount, status: 'succeeded', channel: 'sandbox', createdAt: new Date(server.now).toISOString(), succeededAt: new Date(server.now).toISOString() });
    expectFailure(await cancel(order.orderId), 200, 'this order is not paid');
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });

  it('refunds the amount the payment took, not the order’s payAmount of now', async () => {
    const order = await paidOrder(1, '20250324');
    const payment = await paymentOf(order.outTradeNo);
    // The order's amounts changed after it was paid (say, by an approved change): only what was paid goes back.
    await db().updateTable('user_order').set({ order_amount: order.payAmount + 500, pay_amount: order.payAmount + 500, discount_amount: 0 }).where('id', '=', order.orderId).execute();
    expect(expectContent(await cancel(order.orderId), cancelOrderEndpoint).status).toBe('refunded');
    expect(await refundsOf(order.orderId)).toEqual([{ amount: payment.amount, reason: 'cancelled', status: 'succeeded', succeeded_at: new Date(server.now), payment_id: payment.id }]);
  });

  it('a refund the provider reports failed leaves the order refunding and can be made again with a new refund row', async () => {
    const order = await paidOrder(1, '20250325');
    const payment = await paymentOf(order.outTradeNo);
    const failing = { ...sandbox.provider, refund: () => Promise.resolve({ status: 'failed' as const, providerRefundId: 'sandbox-refund-refused' }) };
    expect(await cancelPaidOrder(paymentDeps(failing), sessions.alice.userId, { orderId: order.orderId, key: 'plans_changed', reason: 'train moved', part: 'all' })).toMatchObject({ status: 'refunding' });
    expect(await refundsOf(order.orderId)).toEqual([{ amount: order.payAmount, reason: 'cancelled', status: 'failed', succeeded_at: null, payment_id: payment.id }]);

    const retry = await db().transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, reason: 'cancelled', now: server.now }));
    // Only a failed refund makes room for another: this one is live, so a third is refused.
    await expect(db().transaction().execute((trx) => startRefund(trx, { orderId: order.orderId, paymentId: payment.id, amount: payment.amount, reason: 'cancelled', now: server.now }))).rejects.toThrow();
    expect(await settleRefund(paymentDeps(), retry)).toBe('succeeded');
    expect(await db().selectFrom('refund').select(['status', 'out_refund_no']).where('order_id', '=', order.orderId).orderBy('id').execute()).toEqual([
      { status: 'failed', out_refund_no: expect.stringMatching(/^[0-9a-f]{32}$/) },
      { status: 'succeeded', out_refund_no: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect((await orderRow(order.orderId)).status).toBe('refunded');
  });

  it('refuses after 24:00 (Asia/Shanghai) of the start day, once stored or handed back, with a pending application, and when unpaid', async () => {
    const late = await paidOrder(1, '20250302');
    const stored = await paidOrder(1, '20250313');
    const handedBack = await paidOrder(1, '20250319');
    const applied = await paidOrder(1, '20250314');
    const unpaid = await unpaidOrder(1, '20250315');
    await db().updateTable('user_order').set({ store_status: 20 }).where('id', '=', stored.orderId).execute();
    await db().updateTable('user_order').set({ store_status: 30 }).where('id', '=', handedBack.orderId).execute();
    await db()
      .insertInto('order_application')
      .values({ order_id: applied.orderId, kind: 'cancel', reason: 'ill', part: 20, created_at: new Date(server.now), updated_at: new Date(server.now) })
      .execute();
    const before = await paymentRows(db());
    expectFailure(await cancel(stored.orderId), 200, 'the luggage has been stored, this order can no longer be cancelled');
    expectFailure(await cancel(handedBack.orderId), 200, 'the luggage has been stored, this order can no longer be cancelled');
    expectFailure(await cancel(applied.orderId), 200, 'this order already has a pending application');
    expectFailure(await cancel(unpaid.orderId), 200, 'this order is not paid');
    server.now = Date.parse('2025-03-02T16:00:00Z'); // 2025-03-03 00:00 in Shanghai
    expectFailure(
      await cancel(late.orderId),
      200,
      'free cancellation ended at 24:00 of the storage date, you can apply to the shop for cancellation',
    );
    expect(await paymentRows(db())).toEqual(before);
  });
});

describe('whose order', () => {
  it('answers another user’s order exactly like an unknown one on every call, and changes nothing', async () => {
    const paid = await paidOrder(1, '20250316');
    const unpaid = await unpaidOrder(1, '20250317');
    const before = await paymentRows(db());
    const notFound = 'order not found';
    for (const orderId of [unpaid.orderId, '999999999']) {
      expectFailure(await server.client.get(payInfoEndpoint.path, { orderId }, sessions.bob), 200, notFound);
      expectFailure(await server.client.get(payResultEndpoint.path, { orderId }, sessions.bob), 200, notFound);
      expectFailure(await server.client.post(payNotifyEndpoint.path, { orderId }, sessions.bob), 200, notFound);
      expectFailure(await server.client.post(payCancelEndpoint.path, { orderId }, sessions.bob), 200, notFound);
    }
    for (const orderId of [paid.orderId, '999999999']) {
      expectFailure(await server.client.post(cancelOrderEndpoint.path, { orderId, key: 'other' }, sessions.bob), 200, notFound);
    }
    expectFailure(await sandboxPay(unpaid.outTradeNo, 'succeeded', sessions.bob), 200, notFound);
    expectFailure(await sandboxPay('fedcba9876543210fedcba9876543210', 'succeeded', sessions.alice), 200, notFound);
    expect(await paymentRows(db())).toEqual(before);
    expect(expectContent(await server.client.get(payResultEndpoint.path, { orderId: unpaid.orderId }, sessions.alice), payResultEndpoint).status).toBe('unpaid');
  });
});

describe('bad input', () => {
  it('names the bad field on every call and writes nothing', async () => {
    const order = await unpaidOrder(1, '20250318');
    const before = await paymentRows(db());
    const invalid = (field: string) => `invalid parameter: ${field}`;
    const cases: [Promise<LightMyRequestResponse>, string][] = [
      [server.client.get(payInfoEndpoint.path, {}, sessions.alice), 'orderId'],
      [server.client.get(payInfoEndpoint.path, { orderId: 'abc' }, sessions.alice), 'orderId'],
      [server.client.get(payInfoEndpoint.path, { orderId: '1234567890123456789' }, sessions.alice), 'orderId'],
      [server.client.get(payInfoEndpoint.path, { orderId: order.orderId, openid: 'o'.repeat(129) }, sessions.alice), 'openid'],
      [server.client.get(payInfoEndpoint.path, { orderId: order.orderId, order_from: 'fax' }, sessions.alice), 'order_from'],
      [server.client.get(payResultEndpoint.path, { orderId: '0' }, sessions.alice), 'orderId'],
      [server.client.post(payNotifyEndpoint.path, {}, sessions.alice), 'orderId'],
      [server.client.post(payNotifyEndpoint.path, { orderId: Number(order.orderId) }, sessions.alice), 'orderId'],
      [server.client.post(payCancelEndpoint.path, { orderId: ['1'] }, sessions.alice), 'orderId'],
      [server.client.post(sandboxPayEndpoint.path, { outTradeNo: order.outTradeNo }, sessions.alice), 'outcome'],
      [server.client.post(sandboxPayEndpoint.path, { outTradeNo: order.outTradeNo.toUpperCase(), outcome: 'succeeded' }, sessions.alice), 'outTradeNo'],
      [server.client.post(sandboxPayEndpoint.path, { outTradeNo: `${order.outTradeNo}0`, outcome: 'succeeded' }, sessions.alice), 'outTradeNo'],
      [server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId }, sessions.alice), 'key'],
      [server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'bored' }, sessions.alice), 'key'],
      [server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'other', reason: 'x'.repeat(501) }, sessions.alice), 'reason'],
      [server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'other', part: 'part20' }, sessions.alice), 'part'],
    ];
    for (const [call, field] of cases) expectFailure(await call, 200, invalid(field));
    expect(await paymentRows(db())).toEqual(before);
  });

  it('needs a session on every call (HTTP 401)', async () => {
    for (const response of [
      await server.client.get(payInfoEndpoint.path, { orderId: '1' }),
      await server.client.get(payResultEndpoint.path, { orderId: '1' }),
      await server.client.post(payNotifyEndpoint.path, { orderId: '1' }),
      await server.client.post(payCancelEndpoint.path, { orderId: '1' }),
      await server.client.post(sandboxPayEndpoint.path, { outTradeNo: '0123456789abcdef0123456789abcdef', outcome: 'failed' }),
      await server.client.post(cancelOrderEndpoint.path, { orderId: '1', key: 'other' }),
    ]) {
      expectFailure(response, 401, 'token has expired, please log in again');
    }
  });
});

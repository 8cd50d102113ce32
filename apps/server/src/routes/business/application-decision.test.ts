import {
  applyCancelEndpoint,
  cancelEditEndpoint,
  decideApplicationEndpoint,
  editOrderEndpoint,
  orderInfoEndpoint,
  sandboxPayEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

/** Staff of shop 1 and an owner of shop 2. */
const { server } = useSandboxTestApp(
  'sandbox-secret-for-the-application-tests',
  { alice: '13900000051' },
  { staff: { shop1: { storeId: 1, phone: '13800000051' }, shop2: { storeId: 2, phone: '13800000052', role: 'owner' } } },
);
const { sessions, staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;

const db = () => server.testApp.database.db;

/** 00:00 of 2 March in Shanghai: free cancellation of a 1 March order is over. */
const AFTER_DEADLINE = Date.parse('2025-03-02T00:00:00+08:00');
const NO_PENDING = 'there is no pending application for this order';

/** A paid order of `count` bags at `storeId` from `startDate` to `endDate` (yyyymmdd), booked and paid by alice through the sandbox. */
const paidOrder = async (storeId: number, startDate: string, count = 1, endDate = startDate) => {
  const order = await server.client.book(sessions.alice, storeId, startDate, count, endDate);
  const outTradeNo = await server.client.startPaying(sessions.alice, order.orderId);
  expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
  const payment = await db().selectFrom('payment').select(['id', 'amount']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
  return { ...order, payment };
};
/** Alice applies for cancelling `orderId`, forfeiting `part` %. */
const applyCancel = async (orderId: string, part: number) =>
  expectContent(await server.client.post(applyCancelEndpoint.path, { orderId, reason: 'flight cancelled', apply: `part${part}` }, sessions.alice), applyCancelEndpoint);
/** Alice asks to move `orderId` to other days (yyyymmdd). */
const askChange = async (orderId: string, startDate: string, endDate = startDate) =>
  expectContent(await server.client.post(editOrderEndpoint.path, { orderId, startDate, endDate, reason: 'later train' }, sessions.alice), editOrderEndpoint);
const decide = (body: Record<string, unknown>, session: Session = staff.shop1) => server.client.post(decideApplicationEndpoint.path, body, session);
const orderInfo = async (orderId: string) => expectContent(await server.client.get(orderInfoEndpoint.path, { orderId }, sessions.alice), orderInfoEndpoint);
const orderRow = (orderId: string) =>
  db()
    .selectFrom('user_order')
    .select([
      'status',
      'store_status',
      'cancelled_at',
      'start_date',
      'end_date',
      'total_days',
      'order_amount',
      'pay_amount',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
const refundsOf = (orderId: string) =>
  db().selectFrom('refund').select(['amount', 'reason', 'status', 'payment_id']).where('order_id', '=', orderId).execute();
const applicationStates = async (orderId: string) =>
  (await db().selectFrom('order_application').select('status').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.status);
/** The order's reservations as 'yyyy-MM-dd:goodsId×units'. */
const reservationsOf = async (orderId: string) =>
  (
    await db()
      .selectFrom('inventory_reservation')
      .select(['day', 'goods_id', 'units'])
      .where('order_id', '=', orderId)
      .orderBy('day')
      .execute()
  ).map((row) => `${row.day}:${row.goods_id}×${row.units}`);
/** Asserts that `send` is refused with `message` and changes no order table. */
const expectRefusal = async (send: () => ReturnType<typeof decide>, message: string) => {
  const before = await orderTablesSnapshot(db());
  expectFailure(await send(), 200, message);
  expect(await orderTablesSnapshot(db())).toEqual(before);
};

describe('approving a cancellation application', () => {
  it('cancels the order, refunds the amount paid minus the forfeited part through the provider and frees its units', async () => {
    const order = await paidOrder(1, '20250301', 2, '20250303');
    server.now = AFTER_DEADLINE;
    await applyCancel(order.orderId, 30);
    expect(await server.client.bagsLeft(1, '20250302', '20250303')).toEqual([8, 8]);

    const answer = expectContent(await decide({ storeId: 1, orderId: order.orderId, approve: true }), decideApplicationEndpoint);
    expect(answer).toMatchObject({ id: order.orderId, status: 'refunded', storeStatus: 0, payAmount: order.payAmount, block: 'notPaid', canCheckIn: false });
    // 2 bags × 3 days × ¥8.00 paid; 70 % of what the payment took goes back, reason 'application'.
    expect(order.payment.amount).toBe(4800);
    expect(await refundsOf(order.orderId)).toEqual([{ amount: 3360, reason: 'application', status: 'succeeded', payment_id: order.payment.id }]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', store_status: 0, cancelled_at: new Date(AFTER_DEADLINE) });
    expect(await applicationStates(order.orderId)).toEqual(['approved']);
    expect(await server.client.bagsLeft(1, '20250302', '20250303')).toEqual([10, 10]);
    // The traveller sees the answer and the refund.
    expect(await orderInfo(order.orderId)).toMatchObject({
      status: 'refunded',
      storeStatus: 0,
      voucherCode: null,
      application: { kind: 'cancel', status: 'approved', part: 30 },
      refund: { amount: 3360, status: 'succeeded', channel: 'sandbox' },
    });
    // Answered: a second answer finds nothing pending.
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }), NO_PENDING);
  });

  it('a 100 % forfeit cancels the order without a refund row: refunded, nothing goes back', async () => {
    const order = await paidOrder(1, '20250301');
    server.now = AFTER_DEADLINE;
    await applyCancel(order.orderId, 100);
    expect(expectContent(await decide({ storeId: 1, orderId: order.orderId, approve: true }), decideApplicationEndpoint)).toMatchObject({ status: 'refunded', storeStatus: 0 });
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', store_status: 0, cancelled_at: new Date(AFTER_DEADLINE) });
    expect(await orderInfo(order.orderId)).toMatchObject({ status: 'refunded', refund: null, application: { status: 'approved', part: 100 } });
  });
});

describe('approving a change of days', () => {
  it('moves the booking: the old days are free, the new days held, the amounts unchanged', async () => {
    // Shop 2 takes 3 bags a day: the new days overlap the old one, which only fits once its units are released.
    const order = await paidOrder(2, '20250305', 3, '20250306');
    await askChange(order.orderId, '20250306', '20250307');
    const before = await orderRow(order.orderId);
    expect(await server.client.bagsLeft(2, '20250305', '20250307')).toEqual([0, 0, 3]);

    const answer = expectContent(await decide({ storeId: 2, orderId: order.orderId, approve: true }, staff.shop2), decideApplicationEndpoint);
    expect(answer).toMatchObject({ id: order.orderId, status: 'paid', storeStatus: 0, startTime: '2025-03-06', endTime: '2025-03-07', totalDays: 2, block: 'tooEarly' });
    expect(await orderRow(order.orderId)).toEqual({
      ...before,
      store_status: 0,
      start_date: '2025-03-06',
      end_date: '2025-03-07',
      total_days: 2,
    });
    expect(await reservationsOf(order.orderId)).toEqual(['2025-03-06:2×3', '2025-03-07:2×3']);
    expect(await server.client.bagsLeft(2, '20250305', '20250307')).toEqual([3, 0, 0]);
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await applicationStates(order.orderId)).toEqual(['approved']);
    expect(await orderInfo(order.orderId)).toMatchObject({
      status: 'paid',
      storeStatus: 0,
      startTime: '2025-03-06',
      totalDays: 2,
      application: { kind: 'edit', status: 'approved', startDate: '2025-03-06', endDate: '2025-03-07' },
    });
    const onTheWire = (await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, sessions.alice)).json() as { content: { application: object } };
    expect(onTheWire.content.application).toMatchObject({ startDate: '20250306', endDate: '20250307' });
  });

  it('refuses when a new day has no room, and changes nothing', async () => {
    const order = await paidOrder(1, '20250308');
    await askChange(order.orderId, '20250310');
    await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-10', units: 10 });
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }), 'not enough room for bags on 2025-03-10, please choose other dates');
    expect(await reservationsOf(order.orderId)).toEqual(['2025-03-08:2×1']);
    expect(await applicationStates(order.orderId)).toEqual(['pending']);
    // The shop can still say no.
    expect(expectContent(await decide({ storeId: 1, orderId: order.orderId, approve: false }), decideApplicationEndpoint).storeStatus).toBe(0);
  });

  it('refuses a change onto a day the shop is closed, and changes nothing', async () => {
    const order = await paidOrder(1, '20250322');
    await askChange(order.orderId, '20250323');
    await db().insertInto('store_closure').values({ store_id: 1, day: '2025-03-23', created_by: staff.shop1.userId, created_at: new Date(server.now) }).execute();
    const before = await orderTablesSnapshot(db());
    const answer = (await decide({ storeId: 1, orderId: order.orderId, approve: true })).json<{ status: number; errorMsg: string }>();
    // The wording is reserveInventory's (no room, or the shop closed): the day is named either way.
    expect(answer).toEqual({ status: 0, errorMsg: expect.stringContaining('2025-03-23'), errorCode: expect.any(String) });
    expect(await orderTablesSnapshot(db())).toEqual(before);
  });

  it('refuses a change whose first day has passed by the time the shop answers', async () => {
    const order = await paidOrder(1, '20250311');
    await askChange(order.orderId, '20250301');
    server.now = AFTER_DEADLINE;
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }), 'the start date has passed, please choose today or a later day');
  });
});

describe('rejecting', () => {
  it('a cancellation application: rejected, storeStatus 0, the order stays paid and booked', async () => {
    const order = await paidOrder(1, '20250301');
    server.now = AFTER_DEADLINE;
    await applyCancel(order.orderId, 20);
    const before = await orderRow(order.orderId);
    const answer = expectContent(await decide({ storeId: 1, orderId: order.orderId, approve: false }), decideApplicationEndpoint);
    // Its one day is over by now (an application comes after 24:00 of the start day): the counter could no
    // longer take it in, but the order itself stays as it was.
    expect(answer).toMatchObject({ status: 'paid', storeStatus: 0, block: 'ended', canCheckIn: false });
    expect(await orderRow(order.orderId)).toEqual({ ...before, store_status: 0 });
    expect(await refundsOf(order.orderId)).toEqual([]);
    expect(await reservationsOf(order.orderId)).toEqual(['2025-03-01:2×1']);
    expect(await orderInfo(order.orderId)).toMatchObject({ status: 'paid', storeStatus: 0, application: { kind: 'cancel', status: 'rejected' } });
  });

  it('a change of days: rejected, the booking stays on its days', async () => {
    const order = await paidOrder(1, '20250312');
    await askChange(order.orderId, '20250313');
    expect(expectContent(await decide({ storeId: 1, orderId: order.orderId, approve: false }), decideApplicationEndpoint)).toMatchObject({
      status: 'paid',
      storeStatus: 0,
      startTime: '2025-03-12',
    });
    expect(await reservationsOf(order.orderId)).toEqual(['2025-03-12:2×1']);
    expect(await orderInfo(order.orderId)).toMatchObject({ application: { kind: 'edit', status: 'rejected' } });
  });
});

describe('which order and who', () => {
  it('needs a pending application: none, withdrawn or already answered is applicationNotFound', async () => {
    const order = await paidOrder(1, '20250314');
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }), NO_PENDING);
    await askChange(order.orderId, '20250315');
    expectContent(await server.client.post(cancelEditEndpoint.path, { orderId: order.orderId }, sessions.alice), cancelEditEndpoint);
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }), NO_PENDING);
    expect(await applicationStates(order.orderId)).toEqual(['withdrawn']);
  });

  it('refuses another shop’s staff (shopAccessDenied) and another shop’s or an unknown order (orderNotFound)', async () => {
    const order = await paidOrder(1, '20250316');
    await askChange(order.orderId, '20250317');
    await expectRefusal(() => decide({ storeId: 1, orderId: order.orderId, approve: true }, staff.shop2), 'you do not work at this shop');
    await expectRefusal(() => decide({ storeId: 2, orderId: order.orderId, approve: true }, staff.shop2), 'order not found');
    await expectRefusal(() => decide({ storeId: 1, orderId: '999999999', approve: true }), 'order not found');
    await expectRefusal(() => decide({ storeId: 99, orderId: order.orderId, approve: true }), 'you do not work at this shop');
    expect(await applicationStates(order.orderId)).toEqual(['pending']);
  });

  it('needs a business session (HTTP 401): none, or a traveller’s', async () => {
    const order = await paidOrder(1, '20250318');
    await askChange(order.orderId, '20250319');
    const before = await orderTablesSnapshot(db());
    expectFailure(await server.client.post(decideApplicationEndpoint.path, { storeId: 1, orderId: order.orderId, approve: true }), 401, 'token has expired, please log in again');
    expectFailure(await decide({ storeId: 1, orderId: order.orderId, approve: true }, sessions.alice), 401, 'token has expired, please log in again');
    expect(await orderTablesSnapshot(db())).toEqual(before);
  });

  it('names the bad field and writes nothing', async () => {
    const order = await paidOrder(1, '20250320');
    await askChange(order.orderId, '20250321');
    const cases: [Record<string, unknown>, string][] = [
      [{ orderId: order.orderId, approve: true }, 'storeId'],
      [{ storeId: 0, orderId: order.orderId, approve: true }, 'storeId'],
      [{ storeId: 'one', orderId: order.orderId, approve: true }, 'storeId'],
      [{ storeId: 1, approve: true }, 'orderId'],
      [{ storeId: 1, orderId: Number(order.orderId), approve: true }, 'orderId'],
      [{ storeId: 1, orderId: '0', approve: true }, 'orderId'],
      [{ storeId: 1, orderId: '1234567890123456789', approve: true }, 'orderId'],
      [{ storeId: 1, orderId: order.orderId }, 'approve'],
      [{ storeId: 1, orderId: order.orderId, approve: 'yes' }, 'approve'],
    ];
    for (const [body, field] of cases) await expectRefusal(() => decide(body), `invalid parameter: ${field}`);
  });
});

import {
  addOrderEndpoint,
  checkoutEndpoint,
  comboBuyEndpoint,
  comboInfoEndpoint,
  comboListEndpoint,
  comboOrderInfoEndpoint,
  comboOrderListEndpoint,
  comboPayCancelEndpoint,
  comboPayInfoEndpoint,
  comboPayNotifyEndpoint,
  comboRefundEndpoint,
  consumeOrderListEndpoint,
  sandboxPayEndpoint,
  userCouponsEndpoint,
  type ComboOrder,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestCombo } from '../../test/insert-test-combo';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai. Shop 1 (Shanghai) takes bags at ¥10 a day, ¥8 after its 80 % discount;
// shop 6 is in Beijing. The test database has no combos: each test makes its own.
const { server } = useSandboxTestApp('sandbox-secret-for-the-combo-tests', {
  alice: '13900000041',
  bob: '13900000042',
  carol: '13900000043',
  dave: '13900000044',
  erin: '13900000045',
  frank: '13900000046',
  gina: '13900000047',
});
const { sessions } = server;
type Session = LoginResponse;
const db = () => server.testApp.database.db;

const buy = async (session: Session, comboId: number) => expectContent(await server.client.post(comboBuyEndpoint.path, { comboId }, session), comboBuyEndpoint);
const info = (session: Session, comboOrderId: string) => server.client.get(comboOrderInfoEndpoint.path, { comboOrderId }, session);
const shown = async (session: Session, comboOrderId: string) => expectContent(await info(session, comboOrderId), comboOrderInfoEndpoint);
const refund = (session: Session, comboOrderId: string) => server.client.post(comboRefundEndpoint.path, { comboOrderId }, session);
const listed = async (session: Session) =>
  expectContent(await server.client.get(comboOrderListEndpoint.path, { page: '1', pageSize: '10' }, session), comboOrderListEndpoint).orders.map((order) => order.id);
/** Opens the combo order's sandbox payment and pays it there; answers the out_trade_no. */
const payInSandbox = async (session: Session, comboOrderId: string) => {
  const sheet = expectContent(await server.client.get(comboPayInfoEndpoint.path, { comboOrderId }, session), comboPayInfoEndpoint).sheet;
  if (sheet.provider !== 'sandbox') throw new Error('expected the sandbox sheet');
  expect(expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo: sheet.outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint).outcome).toBe('succeeded');
  return sheet.outTradeNo;
};
/** A combo bought and paid by `session`: its order as the detail shows it after pay/notify. */
const bought = async (session: Session, comboId: number): Promise<ComboOrder> => {
  const order = await buy(session, comboId);
  await payInSandbox(session, order.id);
  return expectContent(await server.client.post(comboPayNotifyEndpoint.path, { comboOrderId: order.id }, session), comboPayNotifyEndpoint);
};
/** Books one bag at `storeId` for 2 March–3 March with coupon `coupon`; answers the checkout's price and the unpaid order. */
const bookWith = async (session: Session, storeId: number, coupon: string) => {
  const cart = { storeId, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250302', endDate: '20250303', coupon };
  const priced = expectContent(await server.client.post(checkoutEndpoint.path, cart, session), checkoutEndpoint);
  const order = expectContent(await server.client.post(addOrderEndpoint.path, { addOrderToken: priced.addOrderToken, order_from: 'web' }, session), addOrderEndpoint);
  return { priced, order };
};
/** {@link bookWith}, then paid in the sandbox: the coupon is used. */
const bookAndPay = async (session: Session, coupon: string) => {
  const { order } = await bookWith(session, 1, coupon);
  const outTradeNo = await server.client.startPaying(session, order.orderId);
  expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint);
  return order;
};
/** Every row the combo calls write, to show that a refused call wrote nothing. */
const comboState = async () => ({
  orders: (await sql<{ row: string }>`SELECT co::text AS row FROM coupon_order co ORDER BY co.id`.execute(db())).rows.map((entry) => entry.row),
  coupons: (await sql<{ row: string }>`SELECT c::text AS row FROM user_coupon c ORDER BY c.id`.execute(db())).rows.map((entry) => entry.row),
  payments: (await sql<{ row: string }>`SELECT p::text AS row FROM payment p ORDER BY p.id`.execute(db())).rows.map((entry) => entry.row),
  refunds: (await sql<{ row: string }>`SELECT r::text AS row FROM refund r ORDER BY r.id`.execute(db())).rows.map((entry) => entry.row),
});

describe('combo packages on sale', () => {
  it('combo_list and combo_info show them to guests, with their item-day coupon; unknown or off sale is not found', async () => {
    const comboId = await insertTestCombo(db());
    const combo = expectContent(await server.client.get(comboInfoEndpoint.path, { id: String(comboId) }), comboInfoEndpoint);
    expect(combo).toMatchObject({
      id: comboId,
      name: '上海5天小件寄存套餐',
      nameEn: '5 bag-days in Shanghai',
      price: 4000,
      couponCount: 5,
      validDays: 30,
      coupon: { discount: { kind: 'itemDay' }, minSpend: 0, scope: { shops: { kind: 'city', cityId: 1 }, goodsId: 2 } },
    });
    expect(expectContent(await server.client.get(comboListEndpoint.path, {}), comboListEndpoint).combos.map((entry) => entry.id)).toContain(comboId);

    await db().updateTable('combo').set({ on_sale: false }).where('id', '=', comboId).execute();
    expectFailure(await server.client.get(comboInfoEndpoint.path, { id: String(comboId) }), 200, 'combo package not found');
    expect(expectContent(await server.client.get(comboListEndpoint.path, {}), comboListEndpoint).combos.map((entry) => entry.id)).not.toContain(comboId);
    expectFailure(await server.client.get(comboInfoEndpoint.path, { id: '999' }), 200, 'combo package not found');
  });
});

describe('buying a combo', () => {
  it('buy → unpaid for 15 minutes with nothing issued; paid in the sandbox → its 5 coupons issued once, 5/5 left', async () => {
    const comboId = await insertTestCombo(db());
    const order = await buy(sessions.alice, comboId);
    expect(order).toMatchObject({ status: 'unpaid', price: 4000, coupon: [], combo: { id: comboId, couponId: '' }, remain: null, total: null, refundQuote: null });
    expect(Date.parse(order.payBefore) - TEST_NOW).toBe(15 * 60_000);
    expect(await listed(sessions.alice)).toContain(order.id);

    const outTradeNo = await payInSandbox(sessions.alice, order.id);
    const paid = await shown(sessions.alice, order.id);
    const ids = paid.combo.couponId.split(',');
    expect(ids).toHaveLength(5);
    expect(paid).toMatchObject({
      status: 'paid',
      coupon: ids.map((id) => `${id}-0`),
      remain: 5,
      total: 5,
      day: 30,
      expire: 30,
      end_day: '2025-03-31',
      start_time: new Date(TEST_NOW).toISOString(),
      end_time: '2025-03-31T15:59:59.000Z',
      refundQuote: { amount: 4000, unused: 5, total: 5 },
      refundRefusal: null,
      refundAmount: null,
    });
    // pay/notify after the notification and a repeated notification change nothing.
    expect(expectContent(await server.client.post(comboPayNotifyEndpoint.path, { comboOrderId: order.id }, sessions.alice), comboPayNotifyEndpoint)).toEqual(paid);
    const payment = await db().selectFrom('payment').select(['transaction_id', 'amount']).where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
    await server.client.notify({ notificationId: 'again', outTradeNo, transactionId: payment.transaction_id ?? '', amount: 4000, state: 'SUCCESS' });
    expect((await db().selectFrom('user_coupon').select('id').where('coupon_order_id', '=', order.id).execute()).length).toBe(5);

    // The coupons are the traveller's like any other: coupon_user lists them unused, ending with the combo.
    const coupons = expectContent(await server.client.post(userCouponsEndpoint.path, { page: 1, pageSize: 10 }, sessions.alice), userCouponsEndpoint);
    expect(coupons.counts.unused).toBe(5);
    expect(coupons.coupons[0]).toMatchObject({ discount: { kind: 'itemDay' }, clientCouponStatus: 0, lastDay: '2025-03-31' });

    // The consumption list shows the purchase.
    const consumes = expectContent(await server.client.get(consumeOrderListEndpoint.path, { page: '1', pageSize: '10' }, sessions.alice), consumeOrderListEndpoint).consumes;
    expect(consumes).toEqual([{ id: `c${order.id}`, kind: 'combo', comboOrderId: order.id, name: '上海5天小件寄存套餐', nameEn: '5 bag-days in Shanghai', amount: 4000, refundAmount: null, createdAt: new Date(TEST_NOW).toISOString() }]);
  });

  it('a combo day at checkout takes one bag-day off at the shop’s discounted price; locked, then used → 4/5 left', async () => {
    const order = await bought(sessions.bob, await insertTestCombo(db()));
    const { priced, order: booking } = await bookWith(sessions.bob, 1, 'best');
    expect(priced).toMatchObject({ orderAmount: 2000, discountAmount: 400 + 800, payAmount: 800, couponAmount: 800 });
    const [first] = order.combo.couponId.split(',');
    expect(priced.coupon?.clientCouponId).toBe(first);
    expect(await shown(sessions.bob, order.id)).toMatchObject({ remain: 4, total: 5, refundRefusal: 'couponLocked' });
    const outTradeNo = await server.client.startPaying(sessions.bob, booking.orderId);
    expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.bob), sandboxPayEndpoint);
    const after = await shown(sessions.bob, order.id);
    expect(after).toMatchObject({ remain: 4, total: 5, refundQuote: { amount: 3200, unused: 4, total: 5 } });
    expect(after.coupon[0]).toBe(`${first}-2`);
  });

  it('refused: unknown combo, zero or negative id, another traveller’s order; nothing written', async () => {
    const comboId = await insertTestCombo(db());
    const order = await buy(sessions.carol, comboId);
    const before = await comboState();
    expectFailure(await server.client.post(comboBuyEndpoint.path, { comboId: 999 }, sessions.carol), 200, 'combo package not found');
    expectFailure(await server.client.post(comboBuyEndpoint.path, { comboId: 0 }, sessions.carol), 200, 'invalid parameter: comboId');
    expectFailure(await server.client.post(comboBuyEndpoint.path, { comboId: -3 }, sessions.carol), 200, 'invalid parameter: comboId');
    expectFailure(await info(sessions.dave, order.id), 200, 'combo order not found');
    expectFailure(await server.client.get(comboPayInfoEndpoint.path, { comboOrderId: order.id }, sessions.dave), 200, 'combo order not found');
    expectFailure(await refund(sessions.dave, order.id), 200, 'combo order not found');
    expectFailure(await server.client.post(comboPayCancelEndpoint.path, { comboOrderId: order.id }, sessions.dave), 200, 'combo order not found');
    expectFailure(await refund(sessions.carol, order.id), 200, 'this combo order has not been paid');
    expectFailure(await server.client.post(comboPayNotifyEndpoint.path, { comboOrderId: order.id }, sessions.carol), 200, 'no payment has been received for this order yet');
    expect(await comboState()).toEqual(before);
    expectFailure(await server.client.post(comboBuyEndpoint.path, { comboId }), 401, 'token has expired, please log in again');
  });

  it('unpaid past its hold it lapses and leaves the list; cancelled likewise; neither can be paid', async () => {
    const comboId = await insertTestCombo(db());
    const lapsing = await buy(sessions.erin, comboId);
    const cancelled = await buy(sessions.erin, comboId);
    expect(expectContent(await server.client.post(comboPayCancelEndpoint.path, { comboOrderId: cancelled.id }, sessions.erin), comboPayCancelEndpoint).status).toBe('cancelled');
    server.now = TEST_NOW + 15 * 60_000;
    expect((await shown(sessions.erin, lapsing.id)).status).toBe('lapsed');
    expect(await listed(sessions.erin)).toEqual([]);
    for (const id of [lapsing.id, cancelled.id]) {
      expectFailure(await server.client.get(comboPayInfoEndpoint.path, { comboOrderId: id }, sessions.erin), 200, 'this combo order can no longer be paid, please buy again');
    }
  });
});

describe('refunding a combo', () => {
  it('refunds price × unused ÷ total once, withdraws the unused coupons, and the order leaves the list', async () => {
    const order = await bought(sessions.frank, await insertTestCombo(db()));
    // One coupon used by a paid booking: 4 of 5 left → ¥32.
    await bookAndPay(sessions.frank, 'best');
    expect((await shown(sessions.frank, order.id)).refundQuote).toEqual({ amount: 3200, unused: 4, total: 5 });

    const refunded = expectContent(await refund(sessions.frank, order.id), comboRefundEndpoint);
    expect(refunded).toMatchObject({ status: 'refunded', refundAmount: 3200, remain: 0, total: 5, refundQuote: null });
    expect(refunded.coupon.filter((entry) => entry.endsWith('-4'))).toHaveLength(4);
    expect(await db().selectFrom('refund').select(['amount', 'reason', 'status', 'order_id']).where('payment_id', 'in', db().selectFrom('payment').select('id').where('coupon_order_id', '=', order.id)).execute()).toEqual([
      { amount: 3200, reason: 'combo', status: 'succeeded', order_id: null },
    ]);
    expect(await listed(sessions.frank)).toEqual([]);
    const coupons = expectContent(await server.client.post(userCouponsEndpoint.path, { page: 1, pageSize: 10 }, sessions.frank), userCouponsEndpoint);
    expect(coupons.counts).toEqual({ unused: 0, locked: 0, used: 1, expired: 0 });

    const before = await comboState();
    expectFailure(await refund(sessions.frank, order.id), 200, 'this combo order has already been refunded');
    expect(await comboState()).toEqual(before);
    const consumes = expectContent(await server.client.get(consumeOrderListEndpoint.path, { page: '1', pageSize: '10' }, sessions.frank), consumeOrderListEndpoint).consumes;
    expect(consumes).toMatchObject([{ kind: 'combo', amount: 4000, refundAmount: 3200 }]);
  });

  it('refuses after expiry, while a coupon is locked by an unpaid order, and when all are used; nothing written', async () => {
    const comboId = await insertTestCombo(db());
    const locked = await bought(sessions.gina, comboId);
    const { order: booking } = await bookWith(sessions.gina, 1, locked.combo.couponId.split(',')[0] ?? '');
    expect((await shown(sessions.gina, locked.id)).refundRefusal).toBe('couponLocked');
    let before = await comboState();
    expectFailure(await refund(sessions.gina, locked.id), 200, 'a coupon of this package is held by an unpaid order, pay or cancel that order first');
    expect(await comboState()).toEqual(before);
    expect(booking.orderId).toBeTruthy();

    const allUsed = await bought(sessions.gina, await insertTestCombo(db(), { combo: { price: 1000, couponCount: 1 } }));
    await bookAndPay(sessions.gina, allUsed.combo.couponId);
    expect((await shown(sessions.gina, allUsed.id)).refundRefusal).toBe('nothingToRefund');
    before = await comboState();
    expectFailure(await refund(sessions.gina, allUsed.id), 200, 'nothing of this combo package is left to refund');
    expect(await comboState()).toEqual(before);

    // Bought 31 days ago (a session does not last that long, so the order's times move back instead of the clock).
    const back = sql<Date>`- interval '31 days'`;
    await sql`UPDATE coupon_order SET paid_at = paid_at ${back}, start_time = start_time ${back}, end_time = end_time ${back} WHERE id = ${locked.id}`.execute(db());
    await sql`UPDATE user_coupon SET starts_at = starts_at ${back}, ends_at = ends_at ${back} WHERE coupon_order_id = ${locked.id}`.execute(db());
    expect(await shown(sessions.gina, locked.id)).toMatchObject({ status: 'paid', remain: 0, day: 0, refundRefusal: 'expired' });
    before = await comboState();
    expectFailure(await refund(sessions.gina, locked.id), 200, 'this combo package has expired and can no longer be refunded');
    expect(await comboState()).toEqual(before);
  });
});

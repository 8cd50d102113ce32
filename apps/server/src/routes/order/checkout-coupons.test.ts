import {
  addOrderEndpoint,
  cancelOrderEndpoint,
  checkoutEndpoint,
  claimCouponEndpoint,
  orderInfoEndpoint,
  payCancelEndpoint,
  payInfoEndpoint,
  sandboxPayEndpoint,
  userCouponsEndpoint,
  type LoginResponse,
} from '@luggage/api/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SeedCouponTemplate } from '../../db/seed/load-coupon-templates';
import { selectPeriodFigures } from '../../services/business/reports/select-period-figures';
import { insertTestCouponTemplate } from '../../test/insert-test-coupon-template';
import { orderTablesSnapshot } from '../../test/order-tables-snapshot';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent, expectFailure } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

// TEST_NOW is 2025-03-01 12:00 in Shanghai. Shop 1 (Shanghai) takes bags at ¥10 a day, ¥8 after its 80 % discount. The test database has no coupon templates: each test makes its own.
const { server } = useSandboxTestApp('sandbox-secret-for-the-coupon-checkout-tests', {
  alice: '13900000021',
  bob: '13900000022',
  carol: '13900000023',
  dave: '13900000024',
  erin: '13900000025',
  frank: '13900000026',
  gina: '13900000027',
  hank: '13900000028',
  ivan: '13900000029',
  jack: '13900000030',
  kate: '13900000031',
  lena: '13900000032',
});
const { sessions } = server;
type Session = LoginResponse;
const db = () => server.testApp.database.db;

const bags = (storeId: number, date: string, count: number, endDate = date) => ({ storeId, goodsList: [{ goodsId: 2, count }], startDate: date, endDate });
const checkout = (session: Session, cart: Record<string, unknown>) => server.client.post(checkoutEndpoint.path, cart, session);
const priced = async (session: Session, cart: Record<string, unknown>) => expectContent(await checkout(session, cart), checkoutEndpoint);
const addOrder = (session: Session, addOrderToken: string) => server.client.post(addOrderEndpoint.path, { addOrderToken, order_from: 'web' }, session);
const added = async (session: Session, addOrderToken: string) => expectContent(await addOrder(session, addOrderToken), addOrderEndpoint);
const sandboxPay = async (session: Session, orderId: string) => {
  const outTradeNo = await server.client.startPaying(session, orderId);
  expect(expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, session), sandboxPayEndpoint).outcome).toBe('succeeded');
};
/**
 * Claims a copy of a new activity template with `overrides` for `session` (¥5 off from ¥10 at every shop, valid
 * 30 days, unless told); answers its clientCouponId.
 */
const claimNew = async (session: Session, overrides: Partial<SeedCouponTemplate> = {}) => {
  const id = await insertTestCouponTemplate(db(), overrides);
  return expectContent(await server.client.post(claimCouponEndpoint.path, { id }, session), claimCouponEndpoint).coupon.clientCouponId;
};
/** The coupon as coupon_user shows it to its traveller now: status and the order that holds or used it. */
const shown = async (session: Session, clientCouponId: string) => {
  const list = expectContent(await server.client.post(userCouponsEndpoint.path, { page: 1, pageSize: 10 }, session), userCouponsEndpoint);
  const coupon = list.coupons.find((entry) => entry.clientCouponId === clientCouponId);
  return coupon && { status: coupon.clientCouponStatus, orderId: coupon.orderId };
};
const couponRow = (id: string) => db().selectFrom('user_coupon').select(['state', 'order_id', 'used_at']).where('id', '=', id).executeTakeFirstOrThrow();
const tokenCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM checkout_token`.execute(db())).rows[0]?.n;
/** Everything a booking could write: the order tables, the coupons and the tokens. */
const bookingState = async () => ({
  orders: await orderTablesSnapshot(db()),
  coupons: (await sql<{ row: string }>`SELECT c::text AS row FROM user_coupon c ORDER BY c.id`.execute(db())).rows.map((entry) => entry.row),
  tokens: (await sql<{ row: string }>`SELECT t::text AS row FROM checkout_token t ORDER BY t::text`.execute(db())).rows.map((entry) => entry.row),
});

describe('checkout_v2 with a coupon', () => {
  it('without `coupon`, or with none, prices as before: no coupon, couponAmount 0', async () => {
    const cart = bags(1, '20250302', 2, '20250303');
    for (const body of [cart, { ...cart, coupon: 'none' }]) {
      expect(await priced(sessions.alice, body)).toMatchObject({ orderAmount: 4000, discountAmount: 800, payAmount: 3200, coupon: null, couponAmount: 0 });
    }
  });

  it('a chosen coupon lowers payAmount by its discount, on top of the shop’s', async () => {
    const welcome = await claimNew(sessions.alice);
    const answer = await priced(sessions.alice, { ...bags(1, '20250302', 2, '20250303'), coupon: welcome });
    expect(answer).toMatchObject({
      goodsList: [{ goodsId: 2, count: 2, price: 1000, discount: 800 }],
      orderAmount: 4000,
      discountAmount: 1300,
      payAmount: 2700,
      coupon: { clientCouponId: welcome, amount: 500 },
      couponAmount: 500,
    });
    // Checkout locks nothing.
    expect(await shown(sessions.alice, welcome)).toEqual({ status: 0, orderId: null });
  });

  it("'best' picks the largest discount: 20 % (¥6.40) over the welcome ¥5 and ¥3 off bags", async () => {
    await claimNew(sessions.bob);
    const shanghai = await claimNew(sessions.bob, { discount: { kind: 'percent', percentOff: 20, maxDiscount: 1000 }, minSpend: 0, scope: { kind: 'city', cityId: 1 } });
    await claimNew(sessions.bob, { discount: { kind: 'amount', amountOff: 300 }, minSpend: 600, goodsId: 2 });
    const answer = await priced(sessions.bob, { ...bags(1, '20250302', 2, '20250303'), coupon: 'best' });
    expect(answer).toMatchObject({ payAmount: 3200 - 640, discountAmount: 800 + 640, coupon: { clientCouponId: shanghai, amount: 640 }, couponAmount: 640 });
  });

  it("'best' on a tie takes the coupon that ends first, and answers null without error when none applies", async () => {
    const late = await claimNew(sessions.kate, { discount: { kind: 'amount', amountOff: 600 }, minSpend: 0, validity: { kind: 'days', days: 30 } });
    const soon = await claimNew(sessions.kate, { discount: { kind: 'amount', amountOff: 600 }, minSpend: 0, validity: { kind: 'days', days: 5 } });
    expect(late).not.toBe(soon);
    expect((await priced(sessions.kate, { ...bags(1, '20250302', 1), coupon: 'best' })).coupon).toEqual({ clientCouponId: soon, amount: 600 });

    // Shop 1 is outside carol's only coupon, one for shop 3.
    const onlyFor3 = await claimNew(sessions.carol, { scope: { kind: 'shops', storeIds: [3] }, minSpend: 0 });
    expect(onlyFor3).toBeTruthy();
    expect(await priced(sessions.carol, { ...bags(1, '20250302', 1), coupon: 'best' })).toMatchObject({ payAmount: 800, coupon: null, couponAmount: 0 });
  });

  it('refuses a coupon that does not apply with its reason, and stores no token', async () => {
    const session = sessions.carol;
    const cart = bags(1, '20250302', 1, '20250303');
    const refusals: [string, string][] = [
      [await claimNew(session, { scope: { kind: 'shops', storeIds: [3] }, minSpend: 0 }), 'this coupon cannot be used at this shop'],
      [await claimNew(session, { goodsId: 1, minSpend: 0 }), 'this coupon is only for large items'],
      [await claimNew(session, { minSpend: 100_000 }), 'this coupon needs a spend of at least ¥1000'],
      [await claimNew(sessions.bob), 'coupon not found'],
      ['999999999', 'coupon not found'],
    ];
    for (const [coupon, errorMsg] of refusals) {
      const tokens = await tokenCount();
      expectFailure(await checkout(session, { ...cart, coupon }), 200, errorMsg);
      expect(await tokenCount()).toBe(tokens);
    }
    expectFailure(await checkout(session, { ...cart, coupon: 'first' }), 200, 'invalid parameter: coupon');
  });

  it('refuses an expired coupon and one an unpaid order holds', async () => {
    const session = sessions.gina;
    const shortLived = await claimNew(session, { validity: { kind: 'days', days: 1 }, minSpend: 0 });
    server.now = TEST_NOW + 2 * 86_400_000;
    let tokens = await tokenCount();
    expectFailure(await checkout(session, { ...bags(1, '20250304', 1), coupon: shortLived }), 200, 'this coupon has expired');
    expect(await tokenCount()).toBe(tokens);

    const welcome = await claimNew(session);
    const first = await priced(session, { ...bags(1, '20250304', 2), coupon: welcome });
    await added(session, first.addOrderToken);
    tokens = await tokenCount();
    expectFailure(await checkout(session, { ...bags(1, '20250305', 2), coupon: welcome }), 200, 'this coupon is held by an unpaid order, pay or cancel that order first');
    expect(await tokenCount()).toBe(tokens);
  });
});

describe('a coupon through add order, payment and cancellation', () => {
  it('add order locks it with the order; paying marks it used; a full refund before storage gives it back', async () => {
    const session = sessions.dave;
    const welcome = await claimNew(session);
    const answer = await priced(session, { ...bags(1, '20250302', 2, '20250303'), coupon: welcome });
    const order = await added(session, answer.addOrderToken);
    expect(order.payAmount).toBe(2700);
    expect(await db().selectFrom('user_order').select(['order_amount', 'discount_amount', 'pay_amount', 'coupon_id', 'coupon_amount']).where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({
      order_amount: 4000,
      discount_amount: 1300,
      pay_amount: 2700,
      coupon_id: welcome,
      coupon_amount: 500,
    });
    expect(await couponRow(welcome)).toEqual({ state: 'locked', order_id: order.orderId, used_at: null });
    expect(await shown(session, welcome)).toEqual({ status: 1, orderId: order.orderId });

    server.now += 60_000;
    await sandboxPay(session, order.orderId);
    expect(await shown(session, welcome)).toEqual({ status: 2, orderId: order.orderId });
    expect(await couponRow(welcome)).toEqual({ state: 'used', order_id: order.orderId, used_at: new Date(server.now) });

    expect(expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'plans_changed' }, session), cancelOrderEndpoint).status).toBe('refunded');
    expect(await shown(session, welcome)).toEqual({ status: 0, orderId: null });
    expect(await couponRow(welcome)).toEqual({ state: 'unused', order_id: null, used_at: null });
    // The order keeps the record of what it was priced with.
    expect(await db().selectFrom('user_order').select(['coupon_id', 'coupon_amount']).where('id', '=', order.orderId).executeTakeFirstOrThrow()).toEqual({ coupon_id: welcome, coupon_amount: 500 });
    expect(expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, session), orderInfoEndpoint)).toMatchObject({
      orderAmount: 4000,
      discountAmount: 1300,
      couponAmount: 500,
      payAmount: 2700,
    });
  });

  it('an order a coupon covers in full is paid at once without a payment, its voucher ready and its coupon used; cancelled, nothing is refunded and the coupon comes back', async () => {
    const session = sessions.lena;
    const free = await claimNew(session, { discount: { kind: 'amount', amountOff: 2000 }, minSpend: 0 });
    const answer = await priced(session, { ...bags(1, '20250302', 1), coupon: free });
    expect(answer).toMatchObject({ orderAmount: 1000, discountAmount: 1000, payAmount: 0, couponAmount: 800 });
    const order = await added(session, answer.addOrderToken);
    expect(order.payAmount).toBe(0);
    const detail = expectContent(await server.client.get(orderInfoEndpoint.path, { orderId: order.orderId }, session), orderInfoEndpoint);
    expect(detail).toMatchObject({ status: 'paid', payAmount: 0 });
    expect(detail.voucherCode).toMatch(/^[0-9A-Z]{8}$/);
    expect(await couponRow(free)).toEqual({ state: 'used', order_id: order.orderId, used_at: new Date(server.now) });
    expect(await db().selectFrom('payment').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: order.orderId }, session), 200, 'this order can no longer be paid, please book again');

    expect(expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: order.orderId, key: 'plans_changed' }, session), cancelOrderEndpoint).status).toBe('refunded');
    expect(await db().selectFrom('refund').select('id').where('order_id', '=', order.orderId).execute()).toEqual([]);
    expect(await couponRow(free)).toEqual({ state: 'unused', order_id: null, used_at: null });
  });

  it('pay/cancel gives the coupon back, ready for the next booking', async () => {
    const session = sessions.erin;
    const welcome = await claimNew(session);
    const order = await added(session, (await priced(session, { ...bags(1, '20250302', 2), coupon: welcome })).addOrderToken);
    expect(await shown(session, welcome)).toEqual({ status: 1, orderId: order.orderId });

    expect(expectContent(await server.client.post(payCancelEndpoint.path, { orderId: order.orderId }, session), payCancelEndpoint).status).toBe('cancelled');
    expect(await shown(session, welcome)).toEqual({ status: 0, orderId: null });
    expect(await couponRow(welcome)).toEqual({ state: 'unused', order_id: null, used_at: null });
    expect((await priced(session, { ...bags(1, '20250302', 2), coupon: welcome })).couponAmount).toBe(500);
  });

  it('an add order whose coupon another order holds or used meanwhile is refused and writes nothing', async () => {
    const session = sessions.frank;
    const welcome = await claimNew(session);
    const cart = { ...bags(1, '20250306', 2), coupon: welcome };
    const [first, second, third] = [await priced(session, cart), await priced(session, cart), await priced(session, cart)];
    const order = await added(session, first.addOrderToken);
    const bagsLeft = await server.client.bagsLeft(1, '20250306');

    let before = await bookingState();
    expectFailure(await addOrder(session, second.addOrderToken), 200, 'this coupon is no longer available');
    expect(await bookingState()).toEqual(before);

    await sandboxPay(session, order.orderId);
    before = await bookingState();
    expectFailure(await addOrder(session, third.addOrderToken), 200, 'this coupon is no longer available');
    expect(await bookingState()).toEqual(before);
    expect(await server.client.bagsLeft(1, '20250306')).toEqual(bagsLeft);
    expect(await couponRow(welcome)).toMatchObject({ state: 'used', order_id: order.orderId });
  });

  it('an add order whose coupon ended after the checkout is refused with that reason and writes nothing', async () => {
    const session = sessions.ivan;
    const coupon = await claimNew(session, { minSpend: 0 });
    await db().updateTable('user_coupon').set({ ends_at: new Date(TEST_NOW + 5 * 60_000) }).where('id', '=', coupon).execute();
    const answer = await priced(session, { ...bags(1, '20250307', 1), coupon });
    server.now = TEST_NOW + 10 * 60_000;
    const before = await bookingState();
    expectFailure(await addOrder(session, answer.addOrderToken), 200, 'this coupon has expired');
    expect(await bookingState()).toEqual(before);
  });

  it('a lapsed order lets its coupon go without a write; paid late, it keeps the coupon only if no other order took it', async () => {
    const session = sessions.hank;
    const welcome = await claimNew(session);
    const lapsing = await added(session, (await priced(session, { ...bags(1, '20250308', 2), coupon: welcome })).addOrderToken);
    const lapsingTrade = await server.client.startPaying(session, lapsing.orderId);
    server.now = TEST_NOW + 16 * 60_000;
    // Read from the clock: the row still names the lapsed order.
    expect(await shown(session, welcome)).toEqual({ status: 0, orderId: null });
    expect(await couponRow(welcome)).toMatchObject({ state: 'locked', order_id: lapsing.orderId });
    // pay/info refuses a lapsed order, so no new payment can start for it.
    expectFailure(await server.client.get(payInfoEndpoint.path, { orderId: lapsing.orderId }, session), 200, 'this order can no longer be paid, please book again');

    const next = await added(session, (await priced(session, { ...bags(1, '20250308', 2), coupon: welcome })).addOrderToken);
    expect(await shown(session, welcome)).toEqual({ status: 1, orderId: next.orderId });

    // The payment started before the lapse still arrives: the coupon is the next order's now, so the money goes back.
    const late = { notificationId: 'n-late', outTradeNo: lapsingTrade, transactionId: 't-late', amount: lapsing.payAmount, state: 'SUCCESS' as const };
    expect((await server.client.notify(late)).statusCode).toBe(204);
    expect((await db().selectFrom('user_order').select('status').where('id', '=', lapsing.orderId).executeTakeFirstOrThrow()).status).toBe('lapsed');
    expect(await db().selectFrom('refund').select(['amount', 'reason']).where('order_id', '=', lapsing.orderId).execute()).toEqual([{ amount: 1600 - 500, reason: 'lapsed' }]);
    expect(await couponRow(welcome)).toMatchObject({ state: 'locked', order_id: next.orderId });

    // A lapsed order whose coupon nobody took is paid late with it.
    const other = await claimNew(session, { minSpend: 0 });
    const alone = await added(session, (await priced(session, { ...bags(1, '20250309', 1), coupon: other })).addOrderToken);
    const aloneTrade = await server.client.startPaying(session, alone.orderId);
    server.now += 16 * 60_000;
    expect((await server.client.notify({ ...late, notificationId: 'n-alone', outTradeNo: aloneTrade, transactionId: 't-alone', amount: alone.payAmount })).statusCode).toBe(204);
    expect((await db().selectFrom('user_order').select('status').where('id', '=', alone.orderId).executeTakeFirstOrThrow()).status).toBe('paid');
    expect(await couponRow(other)).toMatchObject({ state: 'used', order_id: alone.orderId });
  });

  it("the shop's figures keep the price after its own discount: the platform pays for the coupon", async () => {
    const session = sessions.jack;
    const welcome = await claimNew(session);
    const cart = bags(2, '20250310', 1);
    const shopPrice = (await priced(session, cart)).payAmount;
    const order = await added(session, (await priced(session, { ...cart, coupon: welcome })).addOrderToken);
    expect(order.payAmount).toBe(shopPrice - 500);
    await sandboxPay(session, order.orderId);
    const figures = await selectPeriodFigures(db(), { storeId: 2, from: '2025-03-01', to: '2025-03-31', period: 'month' });
    expect(figures.get('2025-03')).toMatchObject({ luggageOrder: 1, luggageAmount: shopPrice });
  });
});

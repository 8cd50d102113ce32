import {
  addOrderEndpoint,
  applyCancelEndpoint,
  businessOrderListEndpoint,
  businessSummaryEndpoint,
  businessTodayEndpoint,
  cancelOrderEndpoint,
  checkoutEndpoint,
  decideApplicationEndpoint,
  editOrderEndpoint,
  orderInfoEndpoint,
  orderListEndpoint,
  orderStoreEndpoint,
  sandboxPayEndpoint,
  storeInfoV3Endpoint,
  type ErrorMessageCode,
  type LoginResponse,
} from '@luggage/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../test/insert-test-order';
import { TEST_NOW } from '../../test/signed-request';
import { expectContent } from '../../test/test-app';
import { useSandboxTestApp } from '../pay/use-sandbox-test-app';

const { server } = useSandboxTestApp(
  'sandbox-secret-for-the-extension-tests',
  { alice: '13900000151', bob: '13900000152' },
  { staff: { shop1: { storeId: 1, phone: '13800000151' } } },
);
const { sessions, staff } = server;
type Session = Pick<LoginResponse, 'userId' | 'userToken'>;
const db = () => server.testApp.database.db;

/** A paid booking of alice's at shop 1: one bag (1000 fen, 800 after the shop's discount) a day from `from` to `to`. */
const booking = (from: string, to = from, extra: Partial<Parameters<typeof insertTestOrder>[1]> = {}) =>
  insertTestOrder(db(), { storeId: 1, goodsId: 2, from, to, units: 1, goodsLine: true, payAmount: 800, userId: sessions.alice.userId, ...extra });
/** The extension checkout of `bookingId`: one bag at shop 1 from `startDate` to `endDate` (yyyymmdd). */
const extensionCart = (bookingId: string, startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({
  storeId: 1,
  goodsList: [{ goodsId: 2, count: 1 }],
  startDate,
  endDate,
  delayId: bookingId,
  ...extra,
});
const checkout = (body: Record<string, unknown>, session: Session = sessions.alice) => server.client.post(checkoutEndpoint.path, body, session);
const addOrder = (body: Record<string, unknown>, session: Session = sessions.alice) => server.client.post(addOrderEndpoint.path, body, session);
/** Checks out and adds the extension of `bookingId` to `endDate`, starting `startDate`; answers the unpaid extension. */
const extend = async (bookingId: string, startDate: string, endDate: string) => {
  const { addOrderToken } = expectContent(await checkout(extensionCart(bookingId, startDate, endDate)), checkoutEndpoint);
  return expectContent(await addOrder({ addOrderToken, order_from: 'web', delay: 1, delayId: bookingId }), addOrderEndpoint);
};
const pay = async (orderId: string) => {
  const outTradeNo = await server.client.startPaying(sessions.alice, orderId);
  expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
};
const detail = async (orderId: string) => expectContent(await server.client.get(orderInfoEndpoint.path, { orderId }, sessions.alice), orderInfoEndpoint);
const reservedDays = async (orderId: string) =>
  (await db().selectFrom('inventory_reservation').select('day').where('order_id', '=', orderId).orderBy('day').execute()).map((row) => row.day);
/** What a refused call must not have written. */
const rowCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of ['user_order', 'checkout_token', 'inventory_reservation', 'payment', 'refund'] as const) {
    counts[table] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db())).rows[0]?.n ?? 0;
  }
  return counts;
};
/** The failure envelope of catalogue `code` whose text contains `text`. */
const expectRefused = (response: LightMyRequestResponse, code: ErrorMessageCode, text?: string) => {
  expect(response.statusCode).toBe(200);
  const body = response.json<{ status: number; errorMsg: string; errorCode: string }>();
  expect(body).toMatchObject({ status: 0, errorCode: code });
  expect(body.errorMsg.length).toBeGreaterThan(0);
  if (text) expect(body.errorMsg).toContain(text);
};

describe('extending a paid booking', () => {
  it('prices the added days like a booking, holds them unpaid, and once paid the booking, its list row and its voucher end on the new day', async () => {
    const bookingId = await booking('2025-03-02', '2025-03-03');
    const priced = expectContent(await checkout(extensionCart(bookingId, '20250304', '20250305')), checkoutEndpoint);
    expect(priced).toMatchObject({ startDate: '2025-03-04', endDate: '2025-03-05', totalDays: 2, orderAmount: 4000 / 2, payAmount: 1600, discountAmount: 400, coupon: null, couponAmount: 0 });
    const before = await server.client.bagsLeft(1, '20250304', '20250305');
    const added = expectContent(await addOrder({ addOrderToken: priced.addOrderToken, order_from: 'web', delay: 1, delayId: bookingId }), addOrderEndpoint);
    expect(added).toMatchObject({ payAmount: 1600, payBefore: new Date(TEST_NOW + 15 * 60_000).toISOString() });
    expect(await reservedDays(added.orderId)).toEqual(['2025-03-04', '2025-03-05']);
    expect(await server.client.bagsLeft(1, '20250304', '20250305')).toEqual(before.map((left) => (left ?? 0) - 1));
    const row = await db().selectFrom('user_order').select(['delay_id', 'supplement', 'status', 'store_id']).where('id', '=', added.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ delay_id: bookingId, supplement: 'extension', status: 'unpaid', store_id: 1 });

    // Unpaid: the booking still ends on its own day and shows the extension waiting; nothing else may be extended meanwhile.
    expect(await detail(bookingId)).toMatchObject({
      endTime: '2025-03-03',
      totalDays: 2,
      canExtend: false,
      extensions: [{ id: added.orderId, startTime: '2025-03-04', endTime: '2025-03-05', payAmount: 1600, status: 'unpaid' }],
    });
    expect(await detail(added.orderId)).toMatchObject({ supplement: { kind: 'extension', bookingId }, canExtend: false, payAmount: 1600 });

    await pay(added.orderId);
    expect(await detail(bookingId)).toMatchObject({ endTime: '2025-03-05', totalDays: 4, canExtend: true, extensions: [{ id: added.orderId, status: 'paid' }] });
    const list = expectContent(await server.client.get(orderListEndpoint.path, { page: '1', pageSize: '10' }, sessions.alice), orderListEndpoint).orders;
    expect(list.map((order) => order.id)).toContain(bookingId);
    expect(list.map((order) => order.id)).not.toContain(added.orderId);
    expect(list.find((order) => order.id === bookingId)?.endTime).toBe('2025-03-05');
    const voucher = expectContent(await server.client.get(storeInfoV3Endpoint.path, { storeId: '1', orderId: bookingId }, sessions.alice), storeInfoV3Endpoint);
    expect(voucher.order).toMatchObject({ endTime: '2025-03-05' });

    // A second extension starts the day after the extended end.
    expectRefused(await checkout(extensionCart(bookingId, '20250304', '20250306')), 'extensionCartMismatch', '2025-03-06');
    const second = await extend(bookingId, '20250306', '20250306');
    await pay(second.orderId);
    expect((await detail(bookingId)).endTime).toBe('2025-03-06');
  });

  it('the shop sees one order ending on the extended day, and counts the extension’s money but not as an order', async () => {
    const bookingId = await booking('2025-03-08');
    const summaryBefore = expectContent(await server.client.get(businessSummaryEndpoint.path, { storeId: '1' }, staff.shop1), businessSummaryEndpoint);
    const added = await extend(bookingId, '20250309', '20250309');
    await pay(added.orderId);
    const orders = expectContent(await server.client.get(businessOrderListEndpoint.path, { storeId: '1', page: '1', pageSize: '10' }, staff.shop1), businessOrderListEndpoint).orders;
    expect(orders.map((order) => order.id)).not.toContain(added.orderId);
    expect(orders.find((order) => order.id === bookingId)).toMatchObject({ endTime: '2025-03-09', totalDays: 2, payAmount: 800 });
    const summary = expectContent(await server.client.get(businessSummaryEndpoint.path, { storeId: '1' }, staff.shop1), businessSummaryEndpoint);
    const march = (months: typeof summary.months) => months.find((month) => month.month === '2025-03');
    // The booking was counted before its extension; the extension adds its 800 fen, not an order.
    expect(march(summary.months)?.luggageOrder).toBe(march(summaryBefore.months)?.luggageOrder);
    expect(march(summary.months)?.luggageAmount).toBe((march(summaryBefore.months)?.luggageAmount ?? 0) + 800);
    server.now = Date.parse('2025-03-09T10:00:00+08:00');
    const today = expectContent(await server.client.get(businessTodayEndpoint.path, { storeId: '1' }, staff.shop1), businessTodayEndpoint);
    expect(today.dropOffs.map((order) => order.id)).toContain(bookingId);
    expect(today.dropOffs.map((order) => order.id)).not.toContain(added.orderId);
  });

  it('a pick-up after the extended end charges the days after it, and frees what is left', async () => {
    const bookingId = await booking('2025-03-01', '2025-03-01', { storeStatus: 20 });
    const added = await extend(bookingId, '20250302', '20250303');
    await pay(added.orderId);
    server.now = Date.parse('2025-03-05T09:00:00+08:00');
    const checkOut = (extraAmount: number) => server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId: bookingId, status: 30, extraAmount }, staff.shop1);
    // The booked end alone would make it 4 days (3200 fen); from the extended end it is 2 (03-04, 03-05).
    expectRefused(await checkOut(3200), 'amountChanged');
    expect(expectContent(await checkOut(1600), orderStoreEndpoint)).toMatchObject({ storeStatus: 30, endTime: '2025-03-03', extraCharge: { days: 2, amount: 1600 } });
  });

  it('a pick-up before the extended end frees the extension’s remaining days and cancels one still unpaid', async () => {
    const bookingId = await booking('2025-03-10', '2025-03-10', { storeStatus: 20 });
    server.now = Date.parse('2025-03-10T09:00:00+08:00');
    const paid = await extend(bookingId, '20250311', '20250312');
    await pay(paid.orderId);
    const unpaid = await extend(bookingId, '20250313', '20250313');
    server.now = Date.parse('2025-03-11T18:00:00+08:00');
    expectContent(await server.client.post(orderStoreEndpoint.path, { storeId: 1, orderId: bookingId, status: 30, extraAmount: 0 }, staff.shop1), orderStoreEndpoint);
    expect(await reservedDays(paid.orderId)).toEqual([]);
    expect((await db().selectFrom('user_order').select('status').where('id', '=', unpaid.orderId).executeTakeFirstOrThrow()).status).toBe('cancelled');
  });

  it('cancelling the booking before storage cancels its extensions and refunds the paid one', async () => {
    const bookingId = await booking('2025-03-15');
    const added = await extend(bookingId, '20250316', '20250317');
    await pay(added.orderId);
    expectRefused(await server.client.post(cancelOrderEndpoint.path, { orderId: added.orderId, key: 'plans_changed' }, sessions.alice), 'extensionNotCancellable');
    expectRefused(await server.client.post(applyCancelEndpoint.path, { orderId: added.orderId, reason: 'x' }, sessions.alice), 'extensionNotCancellable');
    expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: bookingId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint);
    const extension = await db().selectFrom('user_order').select('status').where('id', '=', added.orderId).executeTakeFirstOrThrow();
    expect(extension.status).toMatch(/^refund(ing|ed)$/);
    const refund = await db().selectFrom('refund').select(['amount', 'reason']).where('order_id', '=', added.orderId).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount: 1600, reason: 'cancelled' });
    expect(await server.client.bagsLeft(1, '20250316', '20250317')).toEqual((await server.client.bagsLeft(1, '20250318', '20250319')));
  });

  it('a booking with an extension keeps its days: a change of days is refused and nothing is written', async () => {
    const bookingId = await booking('2025-03-24');
    const added = await extend(bookingId, '20250325', '20250325');
    const before = await rowCounts();
    const edit = () => server.client.post(editOrderEndpoint.path, { orderId: bookingId, startDate: '20250326', endDate: '20250326', reason: 'later' }, sessions.alice);
    expectRefused(await edit(), 'extendedBookingNotEditable');
    expect(await rowCounts()).toEqual(before);
    await pay(added.orderId);
    expectRefused(await edit(), 'extendedBookingNotEditable');
  });

  it('the shop approving a cancellation application refunds the booking’s part and its paid extension in full', async () => {
    const bookingId = await booking('2025-03-01');
    const added = await extend(bookingId, '20250302', '20250302');
    await pay(added.orderId);
    server.now = Date.parse('2025-03-02T09:00:00+08:00');
    expectContent(await server.client.post(applyCancelEndpoint.path, { orderId: bookingId, reason: 'shop closed', apply: 'part30' }, sessions.alice), applyCancelEndpoint);
    expectContent(await server.client.post(decideApplicationEndpoint.path, { storeId: 1, orderId: bookingId, approve: true }, staff.shop1), decideApplicationEndpoint);
    const refund = await db().selectFrom('refund').select(['amount', 'reason']).where('order_id', '=', added.orderId).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount: 800, reason: 'cancelled' });
    expect((await db().selectFrom('user_order').select('status').where('id', '=', added.orderId).executeTakeFirstOrThrow()).status).toMatch(/^refund(ing|ed)$/);
  });

  it('a payment arriving after the booking was cancelled does not revive its extension: it is refunded', async () => {
    const bookingId = await booking('2025-03-27');
    const added = await extend(bookingId, '20250328', '20250328');
    const outTradeNo = await server.client.startPaying(sessions.alice, added.orderId);
    expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: bookingId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint);
    expectContent(await server.client.post(sandboxPayEndpoint.path, { outTradeNo, outcome: 'succeeded' }, sessions.alice), sandboxPayEndpoint);
    expect((await db().selectFrom('user_order').select('status').where('id', '=', added.orderId).executeTakeFirstOrThrow()).status).toBe('cancelled');
    const refund = await db().selectFrom('refund').select(['amount', 'reason']).where('order_id', '=', added.orderId).executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount: 800, reason: 'lapsed' });
  });

  it('an unpaid extension lapses like an order: its days are free again and another can be made', async () => {
    const bookingId = await booking('2025-03-20');
    const first = await extend(bookingId, '20250321', '20250321');
    expectRefused(await checkout(extensionCart(bookingId, '20250321', '20250322')), 'extensionUnpaidPending');
    const held = await server.client.bagsLeft(1, '20250321');
    server.now += 15 * 60_000;
    expect(await server.client.bagsLeft(1, '20250321')).toEqual([(held[0] ?? 0) + 1]);
    expect((await detail(bookingId)).extensions).toEqual([]);
    const second = await extend(bookingId, '20250321', '20250322');
    expect(second.orderId).not.toBe(first.orderId);
    expectRefused(await server.client.get('/api/user/order/pay/info/', { orderId: first.orderId }, sessions.alice), 'orderNotPayable');
  });
});

describe('refusals write nothing', () => {
  it.each<[string, (bookingId: string) => Record<string, unknown>, ErrorMessageCode, string?]>([
    ['a delayId that is not an id', (id) => extensionCart(id, '20250326', '20250326', { delayId: 'abc' }), 'invalidParameter', 'delayId'],
    ['an unknown booking', (id) => extensionCart(id, '20250326', '20250326', { delayId: '999999' }), 'orderNotFound'],
    ['another shop', (id) => extensionCart(id, '20250326', '20250326', { storeId: 2 }), 'extensionCartMismatch', '2025-03-26'],
    ['more items', (id) => extensionCart(id, '20250326', '20250326', { goodsList: [{ goodsId: 2, count: 2 }] }), 'extensionCartMismatch'],
    ['other goods', (id) => extensionCart(id, '20250326', '20250326', { goodsList: [{ goodsId: 1, count: 1 }] }), 'extensionCartMismatch'],
    ['a gap before the added days', (id) => extensionCart(id, '20250327', '20250327'), 'extensionCartMismatch', '2025-03-26'],
    ['a coupon', (id) => extensionCart(id, '20250326', '20250326', { coupon: '12' }), 'extensionNoCoupon'],
    ['31 added days', (id) => extensionCart(id, '20250326', '20250425'), 'invalidParameter', 'endDate'],
    ['an end before the start', (id) => extensionCart(id, '20250326', '20250325'), 'invalidParameter', 'endDate'],
  ])('checkout of an extension with %s', async (_, body, code, text) => {
    const bookingId = await booking('2025-03-25');
    const before = await rowCounts();
    expectRefused(await checkout(body(bookingId)), code, text);
    expect(await rowCounts()).toEqual(before);
  });

  it('another traveller’s booking is not found', async () => {
    const bookingId = await booking('2025-03-25');
    const before = await rowCounts();
    expectRefused(await checkout(extensionCart(bookingId, '20250326', '20250326'), sessions.bob), 'orderNotFound');
    expect(await rowCounts()).toEqual(before);
  });

  it.each<[string, Partial<Parameters<typeof insertTestOrder>[1]>, ErrorMessageCode, string?]>([
    ['unpaid', { status: 'unpaid' }, 'extensionNotPaid'],
    ['refunded', { status: 'refunded' }, 'extensionCancelled'],
    ['picked up', { storeStatus: 30 }, 'extensionCompleted'],
  ])('a booking %s cannot be extended', async (_, extra, code) => {
    const bookingId = await booking('2025-03-25', '2025-03-25', extra);
    const before = await rowCounts();
    expectRefused(await checkout(extensionCart(bookingId, '20250326', '20250326')), code);
    expect(await rowCounts()).toEqual(before);
  });

  it('a booking with a pending application, an ended one and an extension itself cannot be extended', async () => {
    const pending = await booking('2025-03-25');
    await db()
      .insertInto('order_application')
      .values({ order_id: pending, kind: 'cancel', reason: 'x', part: 20, pics: '[]', created_at: new Date(TEST_NOW), updated_at: new Date(TEST_NOW) })
      .execute();
    expectRefused(await checkout(extensionCart(pending, '20250326', '20250326')), 'extensionApplicationPending');
    const ended = await booking('2025-02-20', '2025-02-27', { storeStatus: 20 });
    expectRefused(await checkout(extensionCart(ended, '20250228', '20250302')), 'extensionEndPassed', '2025-02-28');
    const bookingId = await booking('2025-03-28');
    const added = await extend(bookingId, '20250329', '20250329');
    await pay(added.orderId);
    const before = await rowCounts();
    expectRefused(await checkout(extensionCart(added.orderId, '20250330', '20250330')), 'extensionOfSupplement');
    expect(await rowCounts()).toEqual(before);
  });

  it('add order refuses a token that does not match delay and delayId', async () => {
    const bookingId = await booking('2025-03-25');
    const other = await booking('2025-03-25');
    const { addOrderToken } = expectContent(await checkout(extensionCart(bookingId, '20250326', '20250326')), checkoutEndpoint);
    const plain = expectContent(await checkout({ storeId: 1, goodsList: [{ goodsId: 2, count: 1 }], startDate: '20250326', endDate: '20250326' }), checkoutEndpoint).addOrderToken;
    const before = await rowCounts();
    expectRefused(await addOrder({ addOrderToken, delay: 1 }), 'invalidParameter', 'delayId');
    expectRefused(await addOrder({ addOrderToken, delay: 0 }), 'extensionTokenMismatch');
    expectRefused(await addOrder({ addOrderToken, delay: 1, delayId: other }), 'extensionTokenMismatch');
    expectRefused(await addOrder({ addOrderToken: plain, delay: 1, delayId: bookingId }), 'extensionTokenMismatch');
    expect(await rowCounts()).toEqual(before);
    // The token was not used up by the refusals.
    expectContent(await addOrder({ addOrderToken, delay: 1, delayId: bookingId }), addOrderEndpoint);
  });

  it('add order asks again: a booking cancelled since its extension’s checkout is refused', async () => {
    const bookingId = await booking('2025-03-25');
    const { addOrderToken } = expectContent(await checkout(extensionCart(bookingId, '20250326', '20250326')), checkoutEndpoint);
    expectContent(await server.client.post(cancelOrderEndpoint.path, { orderId: bookingId, key: 'plans_changed' }, sessions.alice), cancelOrderEndpoint);
    const before = await rowCounts();
    expectRefused(await addOrder({ addOrderToken, delay: 1, delayId: bookingId }), 'extensionCancelled');
    expect(await rowCounts()).toEqual(before);
  });

  it('no room on an added day refuses the extension', async () => {
    const bookingId = await booking('2025-03-23');
    const left = (await server.client.bagsLeft(1, '20250324'))[0] ?? 0;
    await insertTestOrder(db(), { storeId: 1, goodsId: 2, from: '2025-03-24', units: left });
    const before = await rowCounts();
    expectRefused(await checkout(extensionCart(bookingId, '20250324', '20250324')), 'noRoomForBags', '2025-03-24');
    expect(await rowCounts()).toEqual(before);
  });
});
